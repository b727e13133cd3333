import type { ReactNode } from 'react';

/** A looping animation, 80 px wide, while `visible`; the content otherwise. */
export const LoadingWrapper = ({ visible, children }: { visible: boolean; children: ReactNode }) =>
  visible ? (
    <div className="loading-wrapper" role="status" aria-live="polite">
      <svg width="80" height="20" viewBox="0 0 80 20" aria-hidden="true">
        {[10, 40, 70].map((cx, i) => (
          <circle key={cx} cx={cx} cy="10" r="7" fill="#0f5c63">
            <animate attributeName="opacity" values="0.25;1;0.25" dur="1.2s" begin={`${i * 0.2}s`} repeatCount="indefinite" />
          </circle>
        ))}
      </svg>
      <span className="visually-hidden">Carregando</span>
    </div>
  ) : (
    <>{children}</>
  );
