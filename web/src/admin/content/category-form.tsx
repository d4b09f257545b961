// Create or rename a category (name, description, group), checked with the API's schema.
import { useForm } from 'react-hook-form';
import { AdminCategoryInput, type AdminCategoryDto } from '@civics/sync-protocol';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { errorText } from '../lib/admin-api';
import { typeboxResolver } from '../lib/typebox-resolver';
import { useFormSave } from '../lib/use-form-save';
import { emptyToNull } from './question-form-values';
import { saveCategory } from './content-api';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type Values = { name: string; description: string | null; group: string | null };
const resolver = typeboxResolver<Values>(AdminCategoryInput);

export function CategoryForm({ category, onDone }: { category: AdminCategoryDto | null; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? null,
      group: category?.group ?? null,
    },
  });
  const save = useFormSave({
    save: (values: Values) => saveCategory(category?.id ?? null, values),
    savedTitle: category ? 'Category saved' : 'Category created',
    refetch: ['admin-content'],
    onDone,
  });
  return (
    <form className="admin-form stack" noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
      <h2>{category ? `Edit category ${category.name}` : 'New category'}</h2>
      {save.isError && <Notice tone="error">{errorText(save.error)}</Notice>}
      <TextField label="Name" error={formState.errors.name?.message} {...register('name')} />
      <TextField
        label="Description"
        error={formState.errors.description?.message}
        {...register('description', { setValueAs: emptyToNull })}
      />
      <TextField
        label="Group"
        hint="PRINCIPLES, HISTORY or CIVICS on the printable list"
        error={formState.errors.group?.message}
        {...register('group', { setValueAs: emptyToNull })}
      />
      <SaveCancelButtons saveLabel="Save category" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
