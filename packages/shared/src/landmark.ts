/** Words a shopper often starts the landmark with: the address then needs no "near" of its own. */
const PLACE_WORDS = /^(near|nearby|opposite|opp\.?|behind|beside|next to|in front of|close to|infront of)\b/i;

/**
 * The landmark of a home delivery as the address says it: "near Big Mart". A landmark typed
 * as "Near Koshi Hospital" or "Opposite Big Mart" already says where, so it is not written
 * "near Near Koshi Hospital"; its first word is lowered to fit inside the sentence.
 */
export function nearLandmark(landmark: string): string {
  const text = landmark.trim();
  const lead = PLACE_WORDS.exec(text);
  if (!lead) return `near ${text}`;
  return `${lead[0].toLowerCase()}${text.slice(lead[0].length)}`;
}
