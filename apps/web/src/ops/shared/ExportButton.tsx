import { useState } from 'react';
import { API_BASE } from '@fairfare/contracts/api';
import { ApiError } from '../../shared/api/client';
import { errorText } from '../../shared/api/errorText';
import { config } from '../../shared/config';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { useTranslation } from 'react-i18next';

/**
 * Asks the service for an export (text/csv, streamed: every row of the filter, not only the
 * pages shown) and saves it under `filename`. A refusal throws the service's message.
 */
export async function downloadCsv(path: string, filter: object, filename: string): Promise<void> {
  const res = await fetch(`${config.apiBaseUrl}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/csv' },
    credentials: 'same-origin',
    body: JSON.stringify(filter),
  });
  if (!res.ok) {
    const failed = (await res.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    throw new ApiError(res.status, failed?.message ?? res.statusText, failed?.code);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once started; the address is only needed for the click
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface ExportButtonProps {
  /** The export endpoint, answered with the list's own filter. */
  path: string;
  filter: object;
  filename: string;
  /** What is exported, for the button's name ("Export riders as CSV"), in the page's language. */
  what: string;
}

/** Exports what a list shows, under the same filter, as a CSV file. */
export function ExportButton({ path, filter, filename, what }: ExportButtonProps) {
  const { t } = useTranslation('ops');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const onExport = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await downloadCsv(path, filter, filename);
    } catch (error) {
      setAlert(errorText(error, t('common.exportFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ops-export">
      <FormAlert>{alert}</FormAlert>
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => void onExport()}
      >
        {t('common.export', { what })}
      </button>
    </div>
  );
}
