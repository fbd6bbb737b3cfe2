import type { ApplicationFields, MyApplication } from '@fairfare/contracts/driver-applications';
import type { Language } from '@fairfare/contracts/languages';

/** The form's fields as typed (strings), from what the application holds. */
export function draftOf(application: MyApplication) {
  const f = application.fields;
  return {
    name: f.name ?? '',
    city_id: f.city_id ? String(f.city_id) : '',
    category_id: f.category_id ? String(f.category_id) : '',
    car_make: f.car_make ?? '',
    car_model: f.car_model ?? '',
    car_color: f.car_color ?? '',
    car_year: f.car_year ? String(f.car_year) : '',
    car_number: f.car_number ?? '',
  };
}
export type Draft = ReturnType<typeof draftOf>;
/** A field's change handler: the typed value goes into the draft under `key`. */
export type SetDraftField = (key: keyof Draft) => (value: string) => void;

/** What the service is sent on leaving the vehicle step: the typed fields as it takes them. */
export function fieldsOf(draft: Draft, language: Language): ApplicationFields {
  return {
    name: draft.name,
    city_id: Number(draft.city_id),
    category_id: Number(draft.category_id),
    car_make: draft.car_make,
    car_model: draft.car_model,
    car_color: draft.car_color,
    car_year: Number(draft.car_year),
    car_number: draft.car_number,
    language,
  };
}
