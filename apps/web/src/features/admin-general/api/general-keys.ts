/**
 * Query keys of the general parameters (Medusa's factory: all / lists / list(q) / details / detail(id)).
 * They sit under ['general'], the key the storefront's facts are cached under, so a save here refreshes
 * the footer, the contact page and the success page in this tab too.
 */
export interface GeneralListParams {
  search: string;
  page: number;
}

export const generalKeys = {
  all: ['general'] as const,
  lists: () => [...generalKeys.all, 'admin-list'] as const,
  list: (params: GeneralListParams) => [...generalKeys.lists(), params] as const,
  details: () => [...generalKeys.all, 'detail'] as const,
  detail: (id: number) => [...generalKeys.details(), id] as const,
  changes: (id: number) => [...generalKeys.all, 'changes', id] as const,
};
