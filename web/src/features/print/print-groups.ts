// The print page's order: the groups PRINCIPLES, HISTORY and the rest (civics), each with its
// categories, each category with its questions by official number.
import type { CategoryDto, QuestionDto } from '@civics/sync-protocol';

export interface PrintGroup {
  key: string;
  title: string;
  categories: Array<{ category: CategoryDto; questions: QuestionDto[] }>;
}

const GROUP_TITLES: Record<string, string> = {
  PRINCIPLES: 'PRINCIPLES — Nguyên tắc và hệ thống chính quyền',
  HISTORY: 'HISTORY — Lịch sử Hoa Kỳ',
};
const OTHER_TITLE = 'CIVICS — Công dân học tổng hợp';
const ORDER = ['PRINCIPLES', 'HISTORY'];

export function groupForPrint(questions: QuestionDto[], categories: CategoryDto[]): PrintGroup[] {
  const groups = new Map<string, PrintGroup>();
  const keyOf = (c: CategoryDto) => (c.group && ORDER.includes(c.group) ? c.group : 'OTHER');
  for (const category of [...categories].sort((a, b) => a.id - b.id)) {
    const key = keyOf(category);
    const group = groups.get(key) ?? { key, title: GROUP_TITLES[key] ?? OTHER_TITLE, categories: [] };
    group.categories.push({ category, questions: questions.filter((q) => q.categoryId === category.id) });
    groups.set(key, group);
  }
  return [...ORDER, 'OTHER']
    .map((key) => groups.get(key))
    .filter((g): g is PrintGroup => !!g)
    .map((g) => ({ ...g, categories: g.categories.filter((c) => c.questions.length > 0) }))
    .filter((g) => g.categories.length > 0);
}
