// Create or edit a subcategory: its test version, category, name and order.
import { useForm } from 'react-hook-form';
import { AdminSubcategoryInput, type AdminCategoryDto, type AdminSubcategoryDto } from '@civics/sync-protocol';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { errorText } from '../lib/admin-api';
import { typeboxResolver } from '../lib/typebox-resolver';
import { useFormSave } from '../lib/use-form-save';
import { saveSubcategory } from './content-api';
import { emptyToNull } from './question-form-values';
import { TEST_VERSION_OPTIONS } from '../lib/test-versions';
import { SaveCancelButtons } from '../ui/save-cancel-buttons';

type Values = { version: '2008' | '2025'; name: string; description: string | null; categoryId: number; order: number };
const resolver = typeboxResolver<Values>(AdminSubcategoryInput);

interface SubcategoryFormProps {
  subcategory: AdminSubcategoryDto | null;
  categories: readonly AdminCategoryDto[];
  version: '2008' | '2025';
  onDone: () => void;
}

export function SubcategoryForm({ subcategory, categories, version, onDone }: SubcategoryFormProps) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      version: subcategory?.version === '2008' ? '2008' : subcategory ? '2025' : version,
      name: subcategory?.name ?? '',
      description: subcategory?.description ?? null,
      categoryId: subcategory?.categoryId ?? categories[0]?.id ?? 1,
      order: subcategory?.order ?? 0,
    },
  });
  const save = useFormSave({
    save: (values: Values) => saveSubcategory(subcategory?.id ?? null, values),
    savedTitle: subcategory ? 'Subcategory saved' : 'Subcategory created',
    refetch: ['admin-content'],
    onDone,
  });
  const errors = formState.errors;
  return (
    <form className="admin-form stack" noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
      <h2>{subcategory ? `Edit subcategory ${subcategory.name}` : 'New subcategory'}</h2>
      {save.isError && <Notice tone="error">{errorText(save.error)}</Notice>}
      <div className="admin-filters">
        <SelectField label="Test version" options={TEST_VERSION_OPTIONS} {...register('version')} />
        <SelectField
          label="Category"
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.categoryId?.message}
          {...register('categoryId', { valueAsNumber: true })}
        />
      </div>
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Description"
        error={errors.description?.message}
        {...register('description', { setValueAs: emptyToNull })}
      />
      <TextField
        label="Order"
        type="number"
        min={0}
        error={errors.order?.message}
        {...register('order', { valueAsNumber: true })}
      />
      <SaveCancelButtons saveLabel="Save subcategory" busy={save.isPending} onCancel={onDone} />
    </form>
  );
}
