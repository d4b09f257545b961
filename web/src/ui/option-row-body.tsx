// The inside of a lettered answer option, shared by the results review and the incorrect-questions
// review: letter, English text with its translation beside it, and the "your answer" /
// "correct answer" tags.
import { optionLetter } from '../lib/result-question';
import './question-card.css';

interface OptionRowBodyProps {
  index: number;
  text: string;
  translated: string | null;
  language: string;
  /** Shown only when given: which tags apply and their words. */
  tags: { isChosen: boolean; isRight: boolean; yourAnswer: string; correctAnswer: string } | null;
}

export function OptionRowBody({ index, text, translated, language, tags }: OptionRowBodyProps) {
  return (
    <>
      <span className="option-letter">
        {optionLetter(index)}
        <span className="option-letter-dot">.</span>
      </span>
      <span className="option-body">
        <span className="bilingual-pair">
          <span lang="en">{text}</span>
          {translated && (
            <span className="translated-text" lang={language}>
              {translated}
            </span>
          )}
        </span>
        {tags && (tags.isChosen || tags.isRight) && (
          <span className="option-tags">
            {tags.isChosen && (
              <span className={`option-tag ${tags.isRight ? 'option-tag-correct' : 'option-tag-wrong'}`}>
                {tags.yourAnswer}
              </span>
            )}
            {tags.isRight && <span className="option-tag option-tag-correct">{tags.correctAnswer}</span>}
          </span>
        )}
      </span>
    </>
  );
}
