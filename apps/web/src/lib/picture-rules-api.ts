import type { Envelope } from "@shop/shared/api";
import { address, ROUTES } from "@shop/shared/api-routes";
import { DEFAULT_UPLOAD_MAX_BYTES, PICTURE_TYPES, type UploadRules } from "@shop/shared/uploads";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicApi } from "./api.ts";

/**
 * The server's picture rules (its size limit is a setting). Until they arrive, or if the call
 * fails, the default limit is assumed; the server checks every file again anyway.
 */
export function pictureRulesQuery() {
  return queryOptions({
    queryKey: ["picture-rules"] as const,
    queryFn: async () =>
      (await publicApi.send<Envelope<UploadRules>>(address(ROUTES.pictureRules))).data.data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePictureRules(): UploadRules {
  const rules = useQuery(pictureRulesQuery());
  return rules.data ?? { maxBytes: DEFAULT_UPLOAD_MAX_BYTES, types: [...PICTURE_TYPES] };
}
