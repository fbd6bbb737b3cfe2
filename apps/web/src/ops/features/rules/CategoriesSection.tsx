import type { StaffCategory } from './api';
import { CategoryForm } from './CategoryForm';
import { OpsFeedback } from '../../shared/OpsFeedback';
import { OpsTable, type OpsColumn } from '../../shared/OpsTable';
import { useSectionEditor } from './useSectionEditor';

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
  const { editing, notice, edit, cancel, saved } = useSectionEditor<StaffCategory>();
  const editColumn: OpsColumn<StaffCategory> = {
    header: 'Actions',
    hiddenHeader: true,
    cell: (category) => (
      <button type="button" className="button button--secondary" onClick={() => edit(category)}>
        Edit <span className="visually-hidden">category {category.category_name}</span>
      </button>
    ),
  };
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <p className="ops-hint">Shared by every city{isAdmin ? '' : '; an admin changes them'}.</p>
      <OpsFeedback alert={null} notice={notice} />
      <OpsTable
        caption="Categories"
        columns={[
          { header: 'Name', rowHeader: true, cell: (category) => category.category_name },
          { header: 'Description', cell: (category) => category.category_desc },
          { header: 'Seats', cell: (category) => category.seats },
          { header: 'Offered', cell: (category) => (category.is_active ? 'Yes' : 'No') },
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
          onDone={(category) => saved(`Category ${category.category_name} saved.`)}
        />
      ) : null}
    </section>
  );
}
