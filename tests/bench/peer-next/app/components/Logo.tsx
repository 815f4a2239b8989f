export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 48 42" width="40" height="35" aria-hidden="true" focusable="false">
        <path d="M24 2 46 40H2Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M9 30c6-5 10-5 15-1s9 4 15-1M13 23c4-3 7-3 11 0s7 3 11 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="logo__name">Triangle Ridge Winery</span>
    </span>
  );
}
