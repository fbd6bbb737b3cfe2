import type { StaffCategory } from './api';
import { CategoryForm } from './CategoryForm';
import { OpsFeedback } from '../../shared/OpsFeedback';
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
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Categories</h2>
      <p className="ops-hint">Shared by every city{isAdmin ? '' : '; an admin changes them'}.</p>
      <OpsFeedback alert={null} notice={notice} />
      <div className="ops-table-wrap">
        <table className="ops-table">
          <caption className="visually-hidden">Categories</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Seats</th>
              <th scope="col">Offered</th>
              {isAdmin ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <tr key={category.category_id}>
                <th scope="row">{category.category_name}</th>
                <td>{category.category_desc}</td>
                <td>{category.seats}</td>
                <td>{category.is_active ? 'Yes' : 'No'}</td>
                {isAdmin ? (
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => edit(category)}
                    >
                      Edit{' '}
                      <span className="visually-hidden">category {category.category_name}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
