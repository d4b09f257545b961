// The question editor's state: the form checked against the API's create or update schema, the
// category and subcategory lists its selects offer, and the save that reports the server's field
// rules back at the fields.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldValues, type Resolver, type UseFormSetError } from 'react-hook-form';
import { AdminQuestionCreate, AdminQuestionUpdate, type AdminQuestionDto } from '@civics/sync-protocol';
import { RequestError } from '../../lib/request';
import { typeboxResolver } from '../lib/typebox-resolver';
import { notifySuccess } from '../ui/notify';
import { contentKeys, createQuestion, listCategories, listSubcategories, updateQuestion } from './content-api';
import { createBodyOf, updateBodyOf, type QuestionFormValues } from './question-form-values';

const createSchemaResolver = typeboxResolver<FieldValues>(AdminQuestionCreate);
const updateResolver = typeboxResolver<FieldValues>(AdminQuestionUpdate);

function resolverFor(creating: boolean): Resolver<QuestionFormValues> {
  return (values, context, options) =>
    (creating
      ? createSchemaResolver(createBodyOf(values), context, options as never)
      : updateResolver(updateBodyOf(values), context, options as never)) as ReturnType<Resolver<QuestionFormValues>>;
}

function useSaveQuestion(
  question: AdminQuestionDto | null,
  setError: UseFormSetError<QuestionFormValues>,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: QuestionFormValues) =>
      question === null ? createQuestion(createBodyOf(values)) : updateQuestion(question.id, updateBodyOf(values)),
    onSuccess: async (saved) => {
      notifySuccess(
        question === null ? 'Question created' : 'Question saved',
        `${saved.version} question ${saved.officialNumber}`,
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.questions });
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof RequestError ? error.body?.fields : undefined;
      for (const [field, message] of Object.entries(fields ?? {}))
        setError(field as keyof QuestionFormValues, { message });
    },
  });
}

export function useQuestionEditor(question: AdminQuestionDto | null, initial: QuestionFormValues, onDone: () => void) {
  const creating = question === null;
  const form = useForm<QuestionFormValues>({ defaultValues: initial, resolver: resolverFor(creating) });
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: listCategories });
  const subcategories = useQuery({ queryKey: contentKeys.subcategories, queryFn: listSubcategories });
  const save = useSaveQuestion(question, form.setError, onDone);

  const version = useWatch({ control: form.control, name: 'version' });
  const categoryId = Number(useWatch({ control: form.control, name: 'categoryId' }));
  const subOptions = (subcategories.data ?? [])
    .filter((s) => s.version === version && s.categoryId === categoryId)
    .map((s) => ({ value: String(s.id), label: s.name }));
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const loaded = categories.data !== undefined && subcategories.data !== undefined;
  return { form, save, creating, loaded, categoryOptions, subOptions };
}
