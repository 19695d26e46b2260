import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { type KeyboardEvent, useRef, useState } from "react";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { Icon } from "../icons/Icon.tsx";
import * as shapes from "./toolbar-shapes.ts";

type Props = {
  editor: Editor;
  contentId: string;
  onHeading: () => void;
  onLink: () => void;
  /** Absent when the screen gives the editor no way to store an image. */
  onImage?: () => void;
};

type Tool = {
  label: TKey;
  shape: string;
  run: () => void;
  /** A mark or block the selection has: the button is a toggle (aria-pressed). */
  pressed?: boolean;
  /** Opens a modal. */
  dialog?: boolean;
  disabled?: boolean;
  /** The keyboard shortcut, told in the button's tooltip. */
  keys?: string;
};

/**
 * The editor's toolbar (ARIA toolbar pattern): one stop of the Tab key, the arrow keys, Home and End move
 * between its buttons. Marks and blocks are toggles that say whether the selection has them; the heading
 * button opens the header modal (or, in a heading, makes it a paragraph again), the link and image
 * buttons their modals. Each button is labelled in words; its icon is decoration.
 */
export function EditorToolbar({ editor, contentId, onHeading, onLink, onImage }: Props) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      heading: e.isActive("heading"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { label: "editor.toolbar.bold", shape: shapes.bold, pressed: state.bold, keys: "Ctrl+B", run: () => chain().toggleBold().run() },
    {
      label: "editor.toolbar.italic",
      shape: shapes.italic,
      pressed: state.italic,
      keys: "Ctrl+I",
      run: () => chain().toggleItalic().run(),
    },
    {
      label: "editor.toolbar.underline",
      shape: shapes.underline,
      pressed: state.underline,
      keys: "Ctrl+U",
      run: () => chain().toggleUnderline().run(),
    },
    { label: "editor.toolbar.strike", shape: shapes.strike, pressed: state.strike, run: () => chain().toggleStrike().run() },
    {
      label: "editor.toolbar.heading",
      shape: shapes.heading,
      pressed: state.heading,
      dialog: !state.heading,
      run: () => (state.heading ? chain().setParagraph().run() : onHeading()),
    },
    {
      label: "editor.toolbar.bulletList",
      shape: shapes.bulletList,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: "editor.toolbar.orderedList",
      shape: shapes.orderedList,
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: "editor.toolbar.quote", shape: shapes.quote, pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: "editor.toolbar.link", shape: shapes.link, dialog: true, run: onLink },
    ...(onImage ? [{ label: "editor.toolbar.image", shape: shapes.image, dialog: true, run: onImage } as const] : []),
    { label: "editor.toolbar.undo", shape: shapes.undo, disabled: !state.canUndo, keys: "Ctrl+Z", run: () => chain().undo().run() },
    { label: "editor.toolbar.redo", shape: shapes.redo, disabled: !state.canRedo, keys: "Ctrl+Shift+Z", run: () => chain().redo().run() },
  ];

  // The button the Tab key reaches: the last one used.
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tools.length) % tools.length;
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t("editor.toolbar.label")} aria-controls={contentId} className="editor-bar" onKeyDown={onKeyDown}>
      {tools.map((tool, index) => {
        const label = t(tool.label);
        return (
          <button
            key={tool.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="editor-tool"
            tabIndex={index === current ? 0 : -1}
            aria-label={label}
            title={tool.keys ? `${label} (${tool.keys})` : label}
            aria-pressed={tool.pressed}
            aria-haspopup={tool.dialog ? "dialog" : undefined}
            // Disabled buttons stay reachable in a toolbar, and say so.
            aria-disabled={tool.disabled || undefined}
            onFocus={() => setCurrent(index)}
            // The editor keeps its selection: the press does not take the focus from it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !tool.disabled && tool.run()}
          >
            <Icon d={tool.shape} />
          </button>
        );
      })}
    </div>
  );
}
