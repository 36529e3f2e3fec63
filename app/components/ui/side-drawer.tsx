import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that slides in from one side of the screen and works without JavaScript: a <details>
 * whose panel is fixed to the side. While it is open the summary becomes a backdrop over the whole
 * page, so a tap beside the panel closes it, and its × sits over the panel's corner. JavaScript adds
 * what HTML cannot: Escape closes it, and so do a link in the panel and any navigation (an anchor on
 * the same page would otherwise leave the menu open over the section it scrolled to).
 */
export function SideDrawer({
  label,
  side,
  testId,
  summaryClassName,
  panelClassName,
  children,
}: {
  label: ReactNode;
  side: 'left' | 'right';
  testId: string;
  summaryClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of every location change
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      details.removeEventListener('click', onClick);
    };
  }, []);

  const edge = side === 'left' ? 'left-0' : 'right-0';
  // The × lies over the panel's inner top corner: 18rem panel, 2.75rem button.
  const close = side === 'left' ? 'left-[calc(min(18rem,85vw)-3rem)]' : 'right-1';
  return (
    // The backdrop, the × and the fixed panel are the `.side-drawer` rules in app.css.
    <details ref={ref} className="side-drawer" data-testid={testId}>
      <summary className={summaryClassName}>
        <span>{label}</span>
        <span aria-hidden="true" className={`drawer-close ${close}`}>
          ×
        </span>
      </summary>
      <div className={`drawer-panel ${edge} ${panelClassName}`} data-testid={`${testId}-panel`}>
        {children}
      </div>
    </details>
  );
}
