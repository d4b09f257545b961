// The translation memory: an English sentence that already has a reviewed translation in the
// target language (the 2008 and 2025 banks share about 30 questions) is offered before the machine.
import type { OptionDto, TranslationDto } from '@civics/sync-protocol';

/** Case, curly quotes, spacing and a final stop do not make a sentence different. */
export function normalizeEnglish(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!]+$/, '');
}

export interface MemorySource {
  id: number;
  questionText: string;
  options: OptionDto[];
  explanation: string;
  translation: TranslationDto | undefined;
}

/** English sentence (normalized) → reviewed translation, from every question except the one being translated. */
export function buildMemory(sources: MemorySource[], exceptQuestionId: number): Map<string, string> {
  const memory = new Map<string, string>();
  const remember = (english: string, translated: string | undefined) => {
    const key = normalizeEnglish(english);
    if (key && translated?.trim() && !memory.has(key)) memory.set(key, translated);
  };
  for (const source of sources) {
    const t = source.translation;
    if (source.id === exceptQuestionId || !t) continue;
    remember(source.questionText, t.questionText);
    for (const option of source.options) remember(option.text, t.options.find((o) => o.id === option.id)?.text);
    remember(source.explanation, t.explanation);
  }
  return memory;
}
