/** Folds an answer for comparison: case, curly quotes, parentheses, articles and punctuation do not count. */
export function normalizeAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[()[\]]/g, ' ')
    .replace(/[.,;:!?"]/g, ' ')
    .replace(/\b(the|a|an)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Vietnamese labels that older content put in front of text (spec part 2 §3); they are stripped. */
export const VIETNAMESE_PREFIXES = ['Câu hỏi:', 'Tùy chọn:', 'Đáp án:', 'Giải thích:'];

export function stripVietnamesePrefix(text: string): string {
  const trimmed = text.trim();
  for (const prefix of VIETNAMESE_PREFIXES) {
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length).trim();
  }
  return trimmed;
}
