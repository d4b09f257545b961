// A finished study session as the study screen stores it: five questions, two of them missed.
import type { StudyResult, StudyResultQuestion } from '../lib/study-result';

export function resultQuestion(n: number, answer: 'right' | 'wrong'): StudyResultQuestion {
  const options = [1, 2, 3, 4].map((i) => ({ id: `option_${i}`, text: `Answer ${i} to question ${n}` }));
  return {
    questionId: 1000 + n,
    userAnswerId: answer === 'right' ? 'option_2' : 'option_4',
    isCorrect: answer === 'right',
    questionText: `Question text ${n}?`,
    options,
    correctOptionIndex: 1,
    correctOptionId: 'option_2',
    explanation: `Why answer 2 is right for question ${n}.`,
    translations: {
      vi: {
        questionText: `Câu hỏi ${n}?`,
        options: options.map((o) => ({ id: o.id, text: `Đáp án ${o.id.slice(-1)} câu ${n}` })),
        explanation: `Giải thích câu ${n}.`,
      },
    },
  };
}

/** 3 of 5 right (60%); questions 1002 and 1004 missed. */
export function studyResultFixture(): StudyResult {
  const questions = [
    resultQuestion(1, 'right'),
    resultQuestion(2, 'wrong'),
    resultQuestion(3, 'right'),
    resultQuestion(4, 'wrong'),
    resultQuestion(5, 'right'),
  ];
  return {
    totalQuestions: 5,
    correctAnswers: 3,
    score: 60,
    completed: true,
    elapsedTime: 125,
    lastQuestionNumber: 5,
    questions,
  };
}
