import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects it to: after the '@' and before each dot, never in the middle
 * of a name unless one part alone is wider than the space.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className={`[overflow-wrap:break-word] ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
