// Rspress's code block buttons (theme/components/CodeButtonGroup), which its CodeBlock imports from the
// theme: the same markup, with the copy of theme/hydration/early/code.ts and the wrapped state the boot script left.
import { useI18n, useSite } from '@rspress/core/runtime';
import { copyToClipboard } from '@rspress/core/theme-original';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import './code-icons.css';
import './code-tokens.css';
import { copyCode, isWrapped } from '../hydration/early/code';

// Server rendering has no layout effects: a plain effect there (no warning, same result).
const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Rspress's useCodeButtonGroup, taking over a block that the boot script wrapped before the app
 * (theme/hydration/early/code.ts): the hydrating render is the server's (unwrapped) and, in the same commit,
 * before any paint, the state becomes the block's (React leaves the classes it hydrates as they are,
 * so the page never shows the block unwrapped). Blocks have no key in the markup (one per block would
 * cost bytes on every block, and a page has up to 90 blocks), so the block itself holds the state until then.
 * Can go when Rspress's CodeBlock stops keeping the wrap in its own state.
 */
export function useCodeButtonGroup(initialWrapCode?: boolean) {
  const { site } = useSite();
  const [wrapCode, setWrapCode] = useState<boolean>(initialWrapCode ?? site.markdown.defaultWrapCode ?? false);
  const copyElementRef = useRef<HTMLDivElement>(null);
  useIsoLayoutEffect(() => {
    const wrapped = isWrapped(copyElementRef.current);
    if (wrapped !== undefined) setWrapCode(wrapped);
  }, []);
  return { copyElementRef, wrapCode, toggleWrapCode: () => setWrapCode(!wrapCode) };
}

type Props = {
  copyElementRef: RefObject<HTMLDivElement | null>;
  wrapCode: boolean;
  toggleWrapCode: () => void;
  showWrapCodeButton?: boolean;
  showCopyButton?: boolean;
};

/**
 * Rspress's CodeButtonGroup and CopyCodeButton: the same buttons, classes and texts; the copy of theme/hydration/early/code.ts.
 * The icons are the buttons' ::before and ::after, CSS masks (code-icons.css), not inline SVG nor an element
 * each: the markup of a block's buttons is repeated on every block (the bytes saved: RESULTS.md). The
 * title names each button (no aria-label repeating it).
 */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, showWrapCodeButton = true, showCopyButton = true }: Props) {
  const t = useI18n();
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={() => toggleWrapCode()}
          title={t('codeButtonGroupWrapButtonText')}
        />
      )}
      {showCopyButton && (
        <button
          className="rp-code-button-group__button rp-code-copy-button"
          onClick={() => copyButtonRef.current && void copyCode(copyButtonRef.current, copyToClipboard)}
          ref={copyButtonRef}
          title={t('codeButtonGroupCopyButtonText')}
        />
      )}
    </div>
  );
}
