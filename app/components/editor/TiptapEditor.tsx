import { Image } from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { EDITOR_HEADING_LEVELS, RICH_TEXT_HTML_FORMAT, richTextFormatField, STORED_IMAGE_PATH } from "../../../common/rich-text.ts";
import type { FieldRegistration } from "../../lib/forms.ts";
import { webUrl } from "./editor-checks.ts";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { HeadingModal } from "./HeadingModal.tsx";
import { ImageModal } from "./ImageModal.tsx";
import { type LinkDraft, LinkModal } from "./LinkModal.tsx";
import type { UploadImage } from "./upload.ts";

/**
 * The editor itself (Tiptap 3), in a chunk of its own that RichTextEditor loads once the page is interactive
 * (decision 030): no page carries it in its first load. It writes the same HTML the server's sanitiser keeps,
 * and nothing the sanitiser would drop (remote images, other links' schemes), so what is seen is what is stored.
 */

/** Images only from our own uploads, in the editor too: a pasted remote image is left out, as the server would. */
const StoredImage = Image.extend({
  parseHTML() {
    return [{ tag: "img[src]", getAttrs: (element) => (STORED_IMAGE_PATH.test(element.getAttribute("src") ?? "") ? null : false) }];
  },
}).configure({ allowBase64: false });

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [...EDITOR_HEADING_LEVELS] },
    link: {
      openOnClick: false,
      // Typing after a link does not extend it (an autolinking link mark is inclusive).
      autolink: false,
      defaultProtocol: "https",
      isAllowedUri: (url) => webUrl(url) !== null || /^mailto:[^\s@]+@[^\s@]+$/i.test(url),
      HTMLAttributes: { target: "_blank", rel: "noopener nofollow ugc", class: null },
    },
  }),
  StoredImage,
];

export type EditorProps = {
  name: string;
  /** The HTML to start from (the stored content, or the text typed in the plain field before this loaded). */
  startingHtml: () => string;
  /** The field's default, which a form reset brings back. */
  defaultHtml: string;
  contentId: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
  /** The form hook's registration (app/lib/forms.ts): it reads the hidden input's value. */
  inputRef?: FieldRegistration["ref"];
  onChange?: () => void;
  onBlur?: () => void;
  uploadImage?: UploadImage;
  /** Called before the browser paints the editor: the plain field it replaces goes in the same frame. */
  onReady: (editor: Editor) => void;
};

type Open = { modal: "link"; draft: LinkDraft } | { modal: "heading"; text: string } | { modal: "image" } | null;

export default function TiptapEditor(props: EditorProps) {
  const {
    name,
    startingHtml,
    defaultHtml,
    contentId,
    labelId,
    describedBy,
    invalid,
    required,
    inputRef,
    onChange,
    onBlur,
    uploadImage,
    onReady,
  } = props;
  const hidden = useRef<HTMLInputElement | null>(null);
  // The latest callbacks, for the editor's handlers (created once with the editor).
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const attributes = (): Record<string, string> => ({
    id: contentId,
    class: "rich-text editor-content",
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-invalid": String(invalid),
    ...(required ? { "aria-required": "true" } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  });
  const [content] = useState(startingHtml);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content,
    // Rendered only in the browser, after hydration (RichTextEditor), so the editor can exist at once.
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Its rules are in editor.css: the page's CSP takes no <style> element.
    injectCSS: false,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => {
      if (hidden.current) hidden.current.value = htmlOf(current);
      latest.current.onChange?.();
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes() } });
  });
  useLayoutEffect(() => onReady(editor), [editor, onReady]);

  // A form reset (after a post sent through a fetcher) empties the editor back to where it started.
  useEffect(() => {
    const form = hidden.current?.form;
    if (!form) return;
    const reset = () => {
      editor.commands.setContent(defaultHtml, { emitUpdate: false });
      if (hidden.current) hidden.current.value = htmlOf(editor);
    };
    form.addEventListener("reset", reset);
    return () => form.removeEventListener("reset", reset);
  }, [editor, defaultHtml]);

  const attachHidden = (element: HTMLInputElement | null) => {
    hidden.current = element;
    if (!element) return;
    // The form hook moves the focus to the first refused field's control: for this one, the editor.
    element.focus = () => editor.commands.focus();
    const release = inputRef?.(element);
    return () => {
      hidden.current = null;
      release?.();
    };
  };

  const [open, setOpen] = useState<Open>(null);
  /** After an insertion the editor takes the focus back (React Aria would give it to the toolbar button). */
  const done = (change: () => void) => {
    flushSync(() => setOpen(null));
    change();
  };
  const openLink = () => {
    if (editor.isActive("link")) editor.chain().extendMarkRange("link").run();
    const { from, to } = editor.state.selection;
    const href = editor.getAttributes("link").href;
    setOpen({
      modal: "link",
      draft: { text: editor.state.doc.textBetween(from, to, " "), url: typeof href === "string" ? href : "", editing: !!href },
    });
  };
  const openHeading = () => {
    const { from, to } = editor.state.selection;
    setOpen({ modal: "heading", text: editor.state.doc.textBetween(from, to, " ") });
  };
  const range = () => ({ from: editor.state.selection.from, to: editor.state.selection.to });

  return (
    <>
      <EditorToolbar
        editor={editor}
        contentId={contentId}
        onHeading={openHeading}
        onLink={openLink}
        onImage={uploadImage ? () => setOpen({ modal: "image" }) : undefined}
      />
      <EditorContent editor={editor} className="editor-scroll" />
      <input ref={attachHidden} type="hidden" name={name} defaultValue={htmlOf(editor)} />
      <input type="hidden" name={richTextFormatField(name)} value={RICH_TEXT_HTML_FORMAT} />
      {open?.modal === "link" && (
        <LinkModal
          draft={open.draft}
          onClose={() => setOpen(null)}
          onInsert={({ text, href }) =>
            done(() =>
              editor
                .chain()
                .focus()
                .insertContentAt(range(), { type: "text", text, marks: [{ type: "link", attrs: { href } }] })
                .run(),
            )
          }
          onRemove={() => done(() => editor.chain().focus().extendMarkRange("link").unsetLink().run())}
        />
      )}
      {open?.modal === "heading" && (
        <HeadingModal
          text={open.text}
          onClose={() => setOpen(null)}
          onInsert={({ text, level }) =>
            done(() =>
              editor
                .chain()
                .focus()
                .insertContentAt(range(), { type: "heading", attrs: { level }, content: [{ type: "text", text }] })
                .run(),
            )
          }
        />
      )}
      {open?.modal === "image" && uploadImage && (
        <ImageModal
          uploadImage={uploadImage}
          onClose={() => setOpen(null)}
          onInsert={({ src, alt }) =>
            done(() => editor.chain().focus().insertContentAt(range(), { type: "image", attrs: { src, alt } }).run())
          }
        />
      )}
    </>
  );
}

/** The field's value: the editor's HTML, or nothing when it holds no content (so "required" checks see it empty). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}
