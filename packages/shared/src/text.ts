/**
 * Text a person typed, as it is stored: line ends made "\n", control characters (other than line
 * breaks and tabs) removed, so a stored text can never carry a terminal or mail-header trick.
 */
export function plainText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}
