import type { ReactNode } from "react";
import { type TKey, useTranslation } from "../../../i18n/index.ts";
import { ConfirmDelete } from "../ConfirmDelete.tsx";
import { MoveButtons } from "../MoveButtons.tsx";

type Props = {
  /** The child's kind as its page names it ("unit", "block"): its intents (`unit-move`, `unit-delete`) and anchor (`#unit-<id>`). */
  intent: string;
  id: string;
  index: number;
  count: number;
  /** The page the list is on, and whether its ?remove= names this child. */
  page: string;
  asking: boolean;
  /** The texts' prefix: moveUp, moveDown, moveUpLabel, moveDownLabel, delete, deleteLabel, deleteQuestion, deleteConfirm, cancel. */
  texts: string;
  /** Controls before the move buttons (a link to edit it). */
  children?: ReactNode;
};

/** An ordered child's controls (a course's unit, a unit's block): move it up or down, and delete it, asked first. */
export function ChildControls({ intent, id, index, count, page, asking, texts, children }: Props) {
  const { t } = useTranslation();
  const position = index + 1;
  const text = (key: string) => t(`${texts}.${key}` as TKey, { position });
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4">
      {children}
      <MoveButtons
        intent={`${intent}-move`}
        id={id}
        first={index === 0}
        last={index === count - 1}
        labels={{ up: text("moveUp"), down: text("moveDown"), upLabel: text("moveUpLabel"), downLabel: text("moveDownLabel") }}
      />
      <ConfirmDelete
        intent={`${intent}-delete`}
        id={id}
        asking={asking}
        askHref={`${page}?remove=${id}#${intent}-${id}`}
        cancelHref={`${page}#${intent}-${id}`}
        texts={{
          label: text("delete"),
          ariaLabel: text("deleteLabel"),
          question: text("deleteQuestion"),
          confirm: text("deleteConfirm"),
          cancel: text("cancel"),
        }}
      />
    </div>
  );
}
