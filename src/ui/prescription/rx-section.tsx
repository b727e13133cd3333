import React from 'react';

/** The sections of the Ficha with a message: each is marked whole. */
export const SectionsWithErrors = React.createContext<ReadonlySet<number>>(new Set());

/** One numbered section of the Ficha (spec §2). */
export const Section = ({ n, title, children, error }: { n: number; title: string; children: React.ReactNode; error?: string | undefined }) => (
  <section className={React.useContext(SectionsWithErrors).has(n) ? 'rx-section rx-section--error' : 'rx-section'} aria-labelledby={`rx-${n}`}>
    <h2 id={`rx-${n}`}>
      <span className="rx-section__n">{n}</span> {title}
    </h2>
    {children}
    {error && <p className="field__error">{error}</p>}
  </section>
);
