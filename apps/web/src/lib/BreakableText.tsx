import { Fragment } from 'react';

/**
 * An email address or domain that may wrap after its "@" and before its dots: one long unbroken
 * address otherwise widened a table column past a tablet's width.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
