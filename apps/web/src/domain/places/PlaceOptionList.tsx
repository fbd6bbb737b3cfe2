import { useTranslation } from 'react-i18next';
import type { Place } from '@fairfare/contracts/booking';
import { withColon } from '../../shared/intl/withColon';
import type { PlaceSuggestion } from './suggestions';

/** One option of the list: a suggestion or a search result. */
export interface Option {
  key: string;
  name: string;
  detail: string;
  place: Place;
  kind: PlaceSuggestion['kind'] | 'result';
  /** A point placed by estimate (a house along its street, a postcode area's middle). */
  approximate?: boolean;
}

/** The list box's id, and its options' (the combobox points at them). */
export const listIdOf = (id: string) => `${id}-listbox`;
export const optionIdOf = (id: string, index: number) => `${id}-option-${index}`;

interface PlaceOptionListProps {
  /** The combobox's id. */
  id: string;
  hidden: boolean;
  options: readonly Option[];
  /** The option the arrows are on (-1: none). */
  active: number;
  /** Said instead of the list, or above it ("Searching…", "No places found"). */
  message: string | null;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
}

/** The place search's popup: a message, and the list box of suggestions then search results. */
export function PlaceOptionList(props: PlaceOptionListProps) {
  const { id, hidden, options, active, message, onChoose, onHover } = props;
  const { t, i18n } = useTranslation('places');
  return (
    <div className="place-field__popup" hidden={hidden}>
      {message ? <p className="place-field__message">{message}</p> : null}
      <ul
        id={listIdOf(id)}
        role="listbox"
        aria-label={t('search.listLabel')}
        className="place-field__list"
        hidden={options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionIdOf(id, index)}
            role="option"
            aria-selected={index === active}
            className={optionClass(option, options[index - 1])}
            data-kind={option.kind === 'result' ? undefined : option.kind}
            aria-label={spokenName(option, i18n.resolvedLanguage)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
            onMouseMove={() => onHover(index)}
          >
            <span className="place-field__name">{option.name}</span>
            <span className="place-field__address">{option.detail}</span>
            {option.approximate ? (
              <span className="place-field__approximate">{t('search.approximate')}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A search result after suggestions starts a new group (a line above it). */
function optionClass(option: Option, before: Option | undefined): string {
  if (option.kind === 'result') {
    return before && before.kind !== 'result'
      ? 'place-field__option place-field__option--first-result'
      : 'place-field__option';
  }
  return `place-field__option place-field__option--${option.kind === 'recent' ? 'recent' : 'saved'}`;
}

/**
 * What a suggestion reads: 'Home: 12 Elm Street', and for a recent place 'Recent: Western
 * University' (its tag first, though shown under it), so that no suggestion's name starts like a
 * search result's, which reads as the place's name, then its address.
 */
function spokenName(option: Option, language: string | undefined): string | undefined {
  if (option.kind === 'result') return undefined;
  return option.kind === 'recent'
    ? `${withColon(option.detail, language)} ${option.name}`
    : `${withColon(option.name, language)} ${option.detail}`;
}
