// Names that sound the same: speech recognition writes what it heard, so "Newsome" for Newsom,
// "Vans" for Vance or "Tramp" for Trump are slips of the ear, not wrong answers. Double Metaphone
// (the `double-metaphone` package: small, no dependencies, the reference algorithm's port) gives
// each word a primary and an alternate sound code; two words sound alike when any codes agree.
import { doubleMetaphone } from 'double-metaphone';

/** Shorter words have codes of one or two letters that too many words share. */
const MIN_LETTERS = 4;

export function soundsAlike(heard: string, name: string): boolean {
  if (heard.length < MIN_LETTERS || name.length < MIN_LETTERS || /\d/.test(heard) || /\d/.test(name)) return false;
  const a = doubleMetaphone(heard).filter((code) => code.length >= 2);
  const b = doubleMetaphone(name).filter((code) => code.length >= 2);
  return a.some((code) => b.includes(code));
}

/**
 * The words of an official answer that are names (written with a capital: "Gavin Newsom",
 * "(Thomas) Jefferson", "Pacific"), lower-cased as the grader compares them. Only these are
 * matched by sound; ordinary words must be said as they are ("vote", "judicial").
 */
export function nameWords(answer: string): string[] {
  return (answer.match(/\b[A-Z][A-Za-z'’.]*/g) ?? [])
    .map((word) =>
      word
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z]/g, ''),
    )
    .filter((word) => word.length >= MIN_LETTERS);
}
