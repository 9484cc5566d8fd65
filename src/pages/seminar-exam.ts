/** A seminar's exam as its page states it (ExamFacts.tsx draws it), from the content's exam fields. Pure. */
import type { Exam } from '../components/ExamFacts.tsx';
import type { Seminar } from '../content/types.ts';

/** A seminar's exam as its page states it, where it has one. */
export function examOf(seminar: Seminar): Exam | null {
  const {
    examFormat: format,
    examQuestions: questions,
    examMinutes: minutes,
    examPassPercent: passPercent,
    examRetakes: retakes,
  } = seminar;
  if (format === null || questions === null || minutes === null || passPercent === null || retakes === null) return null;
  return { format, questions, minutes, passPercent, retakes, retakePrice: seminar.examRetakePrice };
}
