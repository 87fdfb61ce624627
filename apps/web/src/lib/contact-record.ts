import type { Contact } from "@shop/shared/company";
import { COMPANY } from "@shop/shared/constants";
import { useContactRecord } from "./contact-api.ts";

/**
 * Splits a phone field such as "9842012345, 9812054321" into its numbers. Kept here, not beside the
 * contact schemas: the footer of every page uses it, and importing it from there brought Zod along.
 */
export function phoneList(value: string): string[] {
  return value
    .split(/[,;/]/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface CompanyContact {
  aboutCompany: string;
  address: string;
  email: string;
  mobiles: string[];
  landline: string;
  /** The record's Opening Hours ("10am to 5pm, Sunday to Friday"). */
  openingHours: string;
  /** The record's Time ("10:00 - 17:00 NPT"); empty when the record has none. */
  time: string;
}

/**
 * What the shell shows: the contact record's values where it has them, the company constants
 * otherwise (no record yet, or the call failed), so the strip and footer are never empty.
 */
export function companyContact(record: Contact | null | undefined): CompanyContact {
  const phones = record ? phoneList(record.phoneNumber) : [];
  return {
    aboutCompany:
      record?.aboutCompany ||
      `${COMPANY.name} offers software, SaaS, web, cloud, networking and PC sales in eastern Nepal.`,
    address: record?.address || COMPANY.address,
    email: record?.email || COMPANY.email,
    mobiles: phones.length > 0 ? phones.slice(0, 2) : [...COMPANY.mobiles],
    landline: record?.faxNumber || COMPANY.landline,
    openingHours: record?.openingHours || `${COMPANY.openingHours}, ${COMPANY.openingDays}`,
    time: record ? record.time : "",
  };
}

export function useCompanyContact(): CompanyContact {
  return companyContact(useContactRecord().data);
}

/** A phone number as a tel: link (digits and a leading + only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
