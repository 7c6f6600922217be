// The back-office UI kit: shared code every admin screen builds on (issue 10: 'the back-office UI kit
// is shared code, not a feature'). Features import it from here.
export {
  Badge,
  LoadFailed,
  LoadState,
  PageHeader,
  Panel,
  ReadOnlyNote,
  SearchField,
  statusTone,
  table,
  type BadgeTone,
} from './page-kit.tsx';
export {
  FormField,
  PasswordField,
  TextField,
  inputClass,
  type PasswordFieldProps,
  type TextFieldProps,
} from './form-kit.tsx';
export { DataTable, type DataColumn, type DataTableProps, type DataTableSort } from './data-table.tsx';
export { ListPagination, type ListPaginationProps } from './list-pagination.tsx';
export { columnSort } from './list-sort.ts';
export { useClientPage } from './use-client-page.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
export { useLastPageWhenPast, useSearchBox } from './list-hooks.ts';
export {
  AddLink,
  DetailActions,
  DetailField,
  PagedList,
  RefreshButton,
  ResultPagination,
  RowActions,
  type PageResult,
  type PagedListProps,
  type RowActionsProps,
} from './list-kit.tsx';
export { UploadProgress } from './upload-progress.tsx';
export { PICTURE_ACCEPT, pictureFileRefusal } from './picture-file.ts';
export { PriceInput, type PriceInputProps } from './price-input.tsx';
