import type { StaffCategory } from './api';
import { CategoryForm } from './CategoryForm';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { useSectionEditor } from './useSectionEditor';
import { useTranslation } from 'react-i18next';

/**
 * The ride categories, shared by every city (a city offers one by having its fare). An admin
 * edits them; a city manager sees them.
 */
export function CategoriesSection({
  categories,
  isAdmin,
}: {
  categories: readonly StaffCategory[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation('ops');
  const { editing, notice, edit, cancel, saved } = useSectionEditor<StaffCategory>();
  const editColumn: OpsColumn<StaffCategory> = {
    header: t('common.actions'),
    hiddenHeader: true,
    cell: (category) => (
      <button type="button" className="button button--secondary" onClick={() => edit(category)}>
        {t('rules.edit')}{' '}
        <span className="visually-hidden">
          {t('rules.categoryNamed', { name: category.category_name })}
        </span>
      </button>
    ),
  };
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{t('rules.categories')}</h2>
      <p className="ops-hint">
        {isAdmin ? t('rules.categoriesShared') : t('rules.categoriesSharedRead')}
      </p>
      <OpsFeedback alert={null} notice={notice} />
      <OpsTable
        caption={t('rules.categories')}
        columns={[
          {
            header: t('drivers.name'),
            rowHeader: true,
            cell: (category) => category.category_name,
          },
          { header: t('rules.description'), cell: (category) => category.category_desc },
          { header: t('rules.seats'), cell: (category) => category.seats },
          {
            header: t('rules.offered'),
            cell: (category) => (category.is_active ? t('common.yes') : t('common.no')),
          },
          // a city manager only reads the categories
          ...(isAdmin ? [editColumn] : []),
        ]}
        rows={categories}
        rowKey={(category) => category.category_id}
      />
      {editing ? (
        <CategoryForm
          key={editing.category_id}
          category={editing}
          onCancel={cancel}
          onDone={(category) => saved(t('rules.categorySaved', { name: category.category_name }))}
        />
      ) : null}
    </section>
  );
}
