import type { ReactNode } from "react";
import { Dialog, Heading, I18nProvider, Modal, ModalOverlay } from "react-aria-components";
import { useTranslation } from "../../i18n/index.ts";
import { SubmitButton } from "../SubmitButton.tsx";

type Props = {
  title: string;
  submitLabel: string;
  /** An upload under way: the submit button says so and ignores presses (cancel still closes). */
  busy?: boolean;
  onSubmit: () => void;
  /** Cancel, Escape or a press outside: React Aria gives the focus back to the toolbar button that opened it. */
  onClose: () => void;
  /** Another action beside cancel (remove a link). */
  extra?: ReactNode;
  children: ReactNode;
};

/**
 * One of the editor's modals (link, heading, image): React Aria's dialog, labelled by its heading, keeping
 * the focus inside while open and hiding the page from assistive technology; a form inside it. The modal
 * sits in a portal, but React still bubbles its events through the page's form: the submit stops here.
 */
export function EditorModal({ title, submitLabel, busy = false, onSubmit, onClose, extra, children }: Props) {
  const { t, i18n } = useTranslation();
  return (
    // React Aria's own words (its hidden "dismiss" button) in the page's language, not the browser's.
    <I18nProvider locale={i18n.language}>
      <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="editor-modal-overlay">
        <Modal className="editor-modal">
          <Dialog className="editor-dialog">
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                event.stopPropagation();
                if (!busy) onSubmit();
              }}
            >
              <Heading slot="title" className="text-xl">
                {title}
              </Heading>
              {children}
              <div className="flex flex-wrap justify-end gap-3">
                {extra}
                <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
                  {t("editor.cancel")}
                </button>
                <SubmitButton busy={busy} className="btn btn-primary btn-sm">
                  {submitLabel}
                </SubmitButton>
              </div>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}
