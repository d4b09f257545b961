// The whole mock interview (issue 32): the oath, questions about the learner's application and
// their Part 9 answers, the civics test (the existing session and its stop rules), one sentence to
// read and one to write, then one summary with what to practise next. Everything comes from the
// device (the N-400 bundle, the learner's own answers, the civics bank), so it runs offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredQuestion } from '../../db/database';
import type { Verdict } from '../../lib/answer-grading';
import { readAboutYou, type StoredN400Bundle } from '../../db/n400';
import { useN400Content } from '../../lib/n400/use-n400-content';
import { Spinner } from '../../ui/spinner';
import { StepProgress } from '../../ui/step-progress';
import { ReadingTurn, WritingTurn } from './english-turn';
import type { InterviewFormat } from './interview-rules';
import { InterviewLeaveGuard } from './interview-leave-guard';
import { InterviewSession, type AnswerMode } from './interview-session';
import { OfficerTurn } from './officer-turn';
import { WholeSummary } from './whole-summary';
import {
  drawWholeInterview,
  type CivicsResult,
  type OfficerQuestion,
  type WholeInterviewPlan,
  type WholeResults,
} from './whole-interview-plan';

type Step = { kind: 'officer'; question: OfficerQuestion } | { kind: 'civics' | 'reading' | 'writing' | 'summary' };
type Part = OfficerQuestion['part'] | 'civics' | 'reading' | 'writing';

interface Props {
  userId: number;
  language: string;
  format: InterviewFormat;
  bank: StoredQuestion[];
  mode: AnswerMode;
  onModeChange: (mode: AnswerMode) => void;
  onAgain: () => void;
}

/** Without an N-400 bundle on the device (never downloaded), the interview still has its oath. */
const emptyBundle = (language: string) => ({ language, part9: [], personal: [] }) as unknown as StoredN400Bundle;

export function WholeInterview(props: Props) {
  const content = useN400Content(props.userId, props.language);
  const stored = useLiveQuery(() => readAboutYou(props.userId).catch(() => []), [props.userId]);
  const [plan, setPlan] = useState<WholeInterviewPlan | null>(null);
  if (!plan) {
    if (content.status === 'loading' || stored === undefined) return <Spinner />;
    const bundle = content.status === 'ready' ? content.bundle : emptyBundle(props.language);
    // Drawn once, when the content is read; the interview then keeps its questions.
    setPlan(drawWholeInterview(bundle, new Map(stored.map((a) => [a.field, a.value]))));
    return <Spinner />;
  }
  return (
    <WholeRun {...props} plan={plan} bundleLanguage={content.status === 'ready' ? content.bundle.language : 'none'} />
  );
}

function WholeRun({ plan, bundleLanguage, ...props }: Props & { plan: WholeInterviewPlan; bundleLanguage: string }) {
  const { t } = useTranslation('interview');
  const steps: Step[] = [
    ...plan.officer.map((question): Step => ({ kind: 'officer', question })),
    { kind: 'civics' },
    { kind: 'reading' },
    { kind: 'writing' },
    { kind: 'summary' },
  ];
  const parts = [
    ...new Set(
      steps.flatMap((s): Part[] => (s.kind === 'officer' ? [s.question.part] : s.kind === 'summary' ? [] : [s.kind])),
    ),
  ];
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<WholeResults>({ officer: [], civics: null, reading: null, writing: null });
  const next = () => setIndex((i) => i + 1);
  const civicsDone = useCallback((civics: CivicsResult) => {
    setResults((r) => ({ ...r, civics }));
    setIndex((i) => i + 1);
  }, []);
  /** The English test's two turns keep what was given and its verdict, then the next part opens. */
  const englishDone = (turn: 'reading' | 'writing') => (given: string, verdict: Verdict) => {
    setResults((r) => ({ ...r, [turn]: { given, verdict } }));
    next();
  };
  const step = steps[index]!;
  if (step.kind === 'summary') return <WholeSummary results={results} onAgain={props.onAgain} />;
  const part: Part = step.kind === 'officer' ? step.question.part : step.kind;
  const partNumber = parts.indexOf(part) + 1;
  return (
    <div className="stack whole-interview" data-part={part}>
      <InterviewLeaveGuard />
      <StepProgress
        current={partNumber}
        total={parts.length}
        label={t('whole.partOf', { current: partNumber, total: parts.length })}
        title={t(`whole.parts.${part}`)}
      />
      {step.kind === 'officer' && (
        <>
          {index === 0 && <p>{t('whole.oathIntro')}</p>}
          <OfficerTurn
            key={step.question.id}
            question={step.question}
            language={bundleLanguage}
            onDone={(answer, verdict) => {
              setResults((r) => ({ ...r, officer: [...r.officer, { question: step.question, answer, verdict }] }));
              next();
            }}
          />
        </>
      )}
      {step.kind === 'civics' && (
        <InterviewSession
          userId={props.userId}
          format={props.format}
          bank={props.bank}
          onAgain={props.onAgain}
          mode={props.mode}
          onModeChange={props.onModeChange}
          onDone={civicsDone}
        />
      )}
      {step.kind === 'reading' && <ReadingTurn sentence={plan.reading} onDone={englishDone('reading')} />}
      {step.kind === 'writing' && <WritingTurn sentence={plan.writing} onDone={englishDone('writing')} />}
    </div>
  );
}
