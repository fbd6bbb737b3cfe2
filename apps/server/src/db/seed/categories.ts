import type { Insertable } from 'kysely';
import type { CategoriesTable, CategoryTranslationsTable } from '../schema.ts';

export const ECONOMY = 1;
export const COMFORT = 2;
export const XL = 3;
export const GREEN = 4;

/** Ride categories; `icon` is a name the site maps to its own icon. */
export const categories: Array<Insertable<CategoriesTable>> = [
  {
    category_id: ECONOMY,
    category_name: 'Economy',
    category_desc: 'Everyday rides in a compact car at the lowest fares.',
    seats: 4,
    icon: 'economy',
    sort_order: 1,
  },
  {
    category_id: COMFORT,
    category_name: 'Comfort',
    category_desc: 'Newer mid-size sedans with extra legroom and top-rated drivers.',
    seats: 4,
    icon: 'comfort',
    sort_order: 2,
  },
  {
    category_id: XL,
    category_name: 'XL',
    category_desc: 'Minivans and SUVs for groups of up to six or lots of luggage.',
    seats: 6,
    icon: 'xl',
    sort_order: 3,
  },
  {
    category_id: GREEN,
    category_name: 'Green',
    category_desc: 'Electric and hybrid cars: the same door-to-door ride with lower emissions.',
    seats: 4,
    icon: 'green',
    sort_order: 4,
  },
];

/** The categories in Spanish and French (the site's other languages). */
export const categoryTranslations: CategoryTranslationsTable[] = [
  {
    category_id: ECONOMY,
    lang: 'es',
    category_name: 'Económico',
    category_desc: 'Viajes de todos los días en un coche compacto con las tarifas más bajas.',
  },
  {
    category_id: COMFORT,
    lang: 'es',
    category_name: 'Confort',
    category_desc:
      'Sedanes medianos más nuevos, con más espacio para las piernas y conductores mejor valorados.',
  },
  {
    category_id: XL,
    lang: 'es',
    category_name: 'XL',
    category_desc: 'Monovolúmenes y SUV para grupos de hasta seis personas o mucho equipaje.',
  },
  {
    category_id: GREEN,
    lang: 'es',
    category_name: 'Verde',
    category_desc:
      'Coches eléctricos e híbridos: el mismo viaje puerta a puerta con menos emisiones.',
  },
  {
    category_id: ECONOMY,
    lang: 'fr',
    category_name: 'Économique',
    category_desc: 'Les trajets de tous les jours en voiture compacte, aux prix les plus bas.',
  },
  {
    category_id: COMFORT,
    lang: 'fr',
    category_name: 'Confort',
    category_desc:
      'Des berlines intermédiaires récentes, plus d’espace pour les jambes et des chauffeurs très bien notés.',
  },
  {
    category_id: XL,
    lang: 'fr',
    category_name: 'XL',
    category_desc:
      'Monospaces et VUS pour les groupes jusqu’à six personnes ou beaucoup de bagages.',
  },
  {
    category_id: GREEN,
    lang: 'fr',
    category_name: 'Vert',
    category_desc:
      'Voitures électriques et hybrides : le même trajet de porte à porte, avec moins d’émissions.',
  },
];
