// The code block's buttons: the copy (one implementation for the boot script and the app's
// theme/components/CodeButtonGroup.tsx) and the wrap toggle before the app, as Rspress's CodeBlock renders it.
import type { EarlyControl } from './types';

/** Rspress's copied state of the copy button (CopyCodeButton.css shows the check mark), for 2 s. */
export const COPIED_CLASS = 'rp-code-copy-button--copied';
export const COPIED_MS = 2000;
/** Rspress's classes of a wrapped code block: on its content and on the wrap button. */
export const WRAPPED_CONTENT = 'rp-codeblock__content--wrap-code';
export const WRAPPED_BUTTON = 'rp-code-wrap-button--wrapped';

type CopyButton = HTMLElement & { rsCopied?: number };

/**
 * Copies the code of the block of `button` and shows the copied state for 2 s, as Rspress's
 * CopyCodeButton does. The code's text is its text content: what Rspress's getCopyableText gives for
 * these blocks (no line numbers, nothing marked to ignore; tests/e2e/early-content.spec.ts checks it on
 * every block of several pages). The timer lives on the button, so a press before the app and one
 * after it share it. `write` resolves true once the clipboard holds the text.
 */
export async function copyCode(button: CopyButton, write: (text: string) => Promise<boolean>): Promise<void> {
  const block = button.closest('.rp-codeblock__content');
  const code = block && block.querySelector('.rp-codeblock__content__scroll-container');
  if (!code || !(await write(code.textContent as string))) return;
  button.classList.add(COPIED_CLASS);
  clearTimeout(button.rsCopied);
  button.rsCopied = +setTimeout(() => {
    button.classList.remove(COPIED_CLASS);
    button.blur();
  }, COPIED_MS);
}

/**
 * Writes a text still to come (the page's Markdown being fetched) to the clipboard; rejects when it
 * could not. The text goes as a promise in a ClipboardItem: Safari keeps the press's user activation
 * only so, while the text loads. Browsers without ClipboardItem (Firefox before 127) write the text
 * once it is there, within their few seconds of user activation.
 */
export const writeClipboard = (text: Promise<string>): Promise<unknown> =>
  self.ClipboardItem
    ? Promise.all([
        text,
        navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]),
      ])
    : text.then((t) => navigator.clipboard.writeText(t));

/** The copy button before the app: the clipboard API (a press is a user activation, the page is served over https). */
export const codeCopy: EarlyControl = {
  selector: '.rp-code-copy-button',
  press(button) {
    void copyCode(button, (text) =>
      navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      ),
    );
  },
};

/** The wrap button before the app: the classes Rspress's CodeBlock renders for the toggled state (theme/components/CodeButtonGroup.tsx takes it over). */
export const codeWrap: EarlyControl = {
  selector: '.rp-code-wrap-button',
  press(button) {
    const block = button.closest('.rp-codeblock__content');
    if (block) block.classList.toggle(WRAPPED_CONTENT, button.classList.toggle(WRAPPED_BUTTON));
  },
};

/** Is the block of this scroll container wrapped (the state the boot script may have left it in)? */
export const isWrapped = (scrollContainer: Element | null): boolean | undefined =>
  scrollContainer?.parentElement?.classList.contains(WRAPPED_CONTENT);
