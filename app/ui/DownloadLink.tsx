import { useState, type MouseEvent, type ReactNode } from 'react';
import { saveFile } from './saveFile';

interface DownloadLinkProps {
  /** The file's address: what "save link as" and a reader without scripts get. */
  href: string;
  /** Fetches the file through the API client (its headers, the mock API) and names it. */
  fetchFile: () => Promise<{ file: Blob; filename: string }>;
  /** Shown (as an alert) when the file could not be fetched. */
  failure: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a file the API answers (an .ics calendar file): a click fetches it through the API
 * client and saves it, since the mock API (msw) answers the page's requests but never a navigation.
 */
export function DownloadLink({ href, fetchFile, failure, className, children }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { file, filename } = await fetchFile();
      saveFile(file, filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a href={href} download className={className} aria-busy={busy || undefined} onClick={(event) => void download(event)}>
        {children}
      </a>
      {failed && (
        <p role="alert" className="field__error">
          {failure}
        </p>
      )}
    </>
  );
}
