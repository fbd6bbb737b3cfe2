import type { ReactNode } from 'react';

/** One term of a description list (`<dl>`) and its value, in the `<div>` that groups them. */
export function Fact(props: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={props.className}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
