// The save of an admin create/edit form (category, subcategory, fixed test): on success a toast
// naming what was saved, the lists that show it fetched again, then the form closes. A refusal
// stays on the mutation for the form to show.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifySuccess } from '../ui/notify';

interface FormSaveOptions<Values, Saved extends { name: string }> {
  save: (values: Values) => Promise<Saved>;
  /** The toast's title, e.g. "Category created". */
  savedTitle: string;
  /** The cached lists the saved row appears in. */
  refetch: QueryKey;
  onDone: () => void;
}

export function useFormSave<Values, Saved extends { name: string }>({
  save,
  savedTitle,
  refetch,
  onDone,
}: FormSaveOptions<Values, Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      notifySuccess(savedTitle, saved.name);
      await queryClient.invalidateQueries({ queryKey: refetch });
      onDone();
    },
  });
}
