import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import {
  LoadState,
  PageHeader,
  Pager,
  Panel,
  ReadOnlyNote,
  SearchField,
  table,
  useClientPage,
} from '../../admin-shell/index.ts';
import { useGeneralParameters } from '../api/get-general-parameters.ts';

/** /app/general for now: 'Parameter General' read from GET /api/general (codes 001-004: address, phone, ...). */
export function GeneralListScreen() {
  const { t } = useTranslation('admin');
  const parameters = useGeneralParameters();
  const { search, setSearch, rows, pager } = useClientPage(parameters.data, (p) => [
    p.paramName,
    p.paramCode,
    p.deskripsi,
  ]);

  return (
    <>
      <PageHeader title={t('general.title')} description={t('general.description')} />
      <ReadOnlyNote />
      <Panel>
        <div className="px-5 py-4">
          <SearchField value={search} onChange={setSearch} label={t('general.search')} />
        </div>
        <LoadState
          isPending={parameters.isPending}
          isError={parameters.isError}
          isEmpty={pager.totalCount === 0}
          onRetry={() => void parameters.refetch()}
          emptyText={t('general.empty')}
        >
          <div className={table.wrap}>
            <table className={table.table}>
              <thead className={table.head}>
                <tr>
                  <th className={table.th}>ID</th>
                  <th className={table.th}>{t('general.code')}</th>
                  <th className={table.th}>{t('general.name')}</th>
                  <th className={table.th}>{t('general.text')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((parameter) => (
                  <tr key={parameter.id} className={table.row}>
                    <td className={table.td}>{parameter.id}</td>
                    <td className={cn(table.td, 'font-mono font-semibold')}>{parameter.paramCode}</td>
                    <td className={cn(table.td, 'font-semibold text-sea-900 dark:text-white')}>
                      {parameter.paramName}
                    </td>
                    <td className={cn(table.td, 'max-w-md whitespace-pre-line')}>{parameter.deskripsi}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager {...pager} />
        </LoadState>
      </Panel>
    </>
  );
}
