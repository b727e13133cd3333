// Apart from the icons: the sign-in page draws the logo and no icon.
export const Logo = ({ label = 'CA Alinhadores' }: { readonly label?: string }) => (
  <svg width="193" height="38" viewBox="0 0 193 38" role="img" aria-label={label} className="logo">
    <rect x="0" y="3" width="32" height="32" rx="9" fill="#0f5c63" />
    <path d="M7 15.5c0-3.2 4-5.5 9-5.5s9 2.3 9 5.5c0 5.6-2.2 12.5-4.4 12.5-1.8 0-2-5.5-4.6-5.5s-2.8 5.5-4.6 5.5C9.2 28 7 21.1 7 15.5z" fill="#fff" />
    <text x="42" y="25" fontFamily="inherit" fontSize="19" fontWeight="700" fill="#0f5c63">
      CA
    </text>
    <text x="72" y="25" fontFamily="inherit" fontSize="19" fontWeight="500" fill="#1f2a37">
      Alinhadores
    </text>
  </svg>
);
