import type { ApiRequestError } from '../../api/client.js';

interface Props {
  /** What failed, for a person: "The order could not be created." */
  title: string;
  error: ApiRequestError;
  /** Field issues shown beside their own field, left out here. */
  shownElsewhere?: readonly string[];
  onRetry?: () => void;
}

/** A failure of the shop's server, with its message and every field issue, as text. */
export function ErrorNotice({ title, error, shownElsewhere = [], onRetry }: Props) {
  const fields = error.fields.filter((issue) => !shownElsewhere.includes(issue.path));
  return (
    <div className="alert alert--error" role="alert">
      <p>
        <strong className="alert__title">{title}</strong> {error.message}
      </p>
      {fields.length > 0 && (
        <ul>
          {fields.map((issue) => (
            <li key={issue.path}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {onRetry && (
        <button type="button" className="button button--secondary button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
