import type { Gender } from '../../domain/people/person';

// Icons at the sizes of spec §9. Decorative unless given a label.
interface IconProps {
  readonly label?: string;
}
const a11y = (label?: string) => (label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const });

export const SearchIcon = (p: IconProps) => (
  <svg width="17" height="16" viewBox="0 0 17 16" {...a11y(p.label)}>
    <circle cx="7" cy="7" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M11 11l4.5 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

export const PlusIcon = (p: IconProps) => (
  <svg width="25" height="24" viewBox="0 0 25 24" {...a11y(p.label)}>
    <path d="M12.5 5v14M5.5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

export const EditIcon = (p: IconProps) => (
  <svg width="16" height="16" viewBox="0 0 16 16" {...a11y(p.label)}>
    <path d="M2 14l.8-3.2L11 2.6a1.4 1.4 0 0 1 2 0l.4.4a1.4 1.4 0 0 1 0 2L5.2 13.2z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
  </svg>
);

export const NewCaseIcon = (p: IconProps) => (
  <svg width="10" height="10" viewBox="0 0 10 10" {...a11y(p.label)}>
    <circle cx="5" cy="5" r="4" fill="currentColor" />
  </svg>
);

export const ContinuationIcon = (p: IconProps) => (
  <svg width="14" height="8" viewBox="0 0 14 8" {...a11y(p.label)}>
    <path d="M1 4h11M9 1l3 3-3 3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const AddressIcon = (p: IconProps) => (
  <svg width="24" height="24" viewBox="0 0 24 24" {...a11y(p.label)}>
    <path d="M12 22s7-6.4 7-12a7 7 0 0 0-14 0c0 5.6 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <circle cx="12" cy="10" r="2.6" fill="currentColor" />
  </svg>
);

export const ArcadeIcon = (p: IconProps) => (
  <svg width="40" height="30" viewBox="0 0 40 30" {...a11y(p.label)}>
    <path d="M4 26C4 12 11 4 20 4s16 8 16 22" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" strokeDasharray="4 2.5" />
  </svg>
);

export const AlignerIcon = (p: IconProps) => (
  <svg width="66" height="60" viewBox="0 0 66 60" {...a11y(p.label)}>
    <path d="M8 52C8 26 18 8 33 8s25 18 25 44" fill="none" stroke="#7cc4c9" strokeWidth="14" strokeLinecap="round" opacity=".55" />
    <path d="M8 52C8 26 18 8 33 8s25 18 25 44" fill="none" stroke="#0f5c63" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

export const ContentionIcon = (p: IconProps) => (
  <svg width="49" height="66" viewBox="0 0 49 66" {...a11y(p.label)}>
    <path d="M6 60V28C6 14 14 6 24.5 6S43 14 43 28v32" fill="#e5f3f4" stroke="#0f5c63" strokeWidth="2.5" />
    <path d="M12 56V30c0-9 5.5-15 12.5-15S37 21 37 30v26" fill="none" stroke="#0f5c63" strokeWidth="1.5" strokeDasharray="3 3" />
  </svg>
);

export const GenderIcon = ({ gender }: { gender: Gender }) =>
  gender === 'MALE' ? (
    <svg width="16" height="16" viewBox="0 0 16 16" role="img" aria-label="Masculino" className="gender-icon">
      <circle cx="6.5" cy="9.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 6l4.5-4.5M10.5 1.5h4v4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  ) : (
    <svg width="16" height="16" viewBox="0 0 16 16" role="img" aria-label="Feminino" className="gender-icon">
      <circle cx="8" cy="6" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 10.5V15M5.5 13h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );

export const BellIcon = (p: IconProps) => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" {...a11y(p.label)}>
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
    <path d="M13.73 21a2 2 0 0 1-3.46 0" />
  </svg>
);
