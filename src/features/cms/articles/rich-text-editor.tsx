/**
 * The article body editor: TipTap (ProseMirror) editing HTML directly, so
 * seeded and older articles open exactly as stored, tables included. Only
 * what an article needs: headings 2 to 4, paragraphs, bold and italic, lists,
 * quotes, links and tables. See docs/decisions/004-cms-editor.md.
 */
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { controlClasses } from "~/components/ui/field";
import { cx } from "~/lib/cx";
import { editorCopy } from "./copy";
import { isAllowedLink, normaliseLink } from "./link-address";
import { articleBodyClasses } from "./article-body";
import { articleExtensions } from "./editor-extensions";

const t = editorCopy.toolbar;

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string;
  invalid: boolean;
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      // Keep the text selection in the editor when a button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      className={cx(
        "min-h-9 rounded-md border px-2.5 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-teal-600 disabled:opacity-50",
        pressed
          ? "border-navy-900 bg-navy-900 text-white"
          : "border-slate-300 bg-white text-navy-900 hover:bg-slate-100",
      )}
    >
      {children ?? label}
    </button>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [address, setAddress] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState(false);

  function apply() {
    const href = normaliseLink(address);
    if (!isAllowedLink(href)) {
      setError(true);
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    onDone();
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <div className="min-w-64 flex-1 space-y-1">
        <label htmlFor={`${id}-address`} className="block text-sm font-medium text-navy-900">
          {t.linkAddress}
        </label>
        <input
          id={`${id}-address`}
          autoFocus
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") {
              event.preventDefault();
              onDone();
              editor.commands.focus();
            }
          }}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint`}
          className={cx(controlClasses, "py-1.5")}
        />
        <p id={`${id}-hint`} className={cx("text-xs", error ? "font-medium text-red-700" : "text-slate-600")}>
          {error ? t.invalidLink : t.linkHint}
        </p>
      </div>
      <div className="flex gap-2 pb-5">
        <ToolButton label={t.applyLink} onClick={apply} />
        {editor.isActive("link") && (
          <ToolButton
            label={t.removeLink}
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onDone();
            }}
          />
        )}
        <ToolButton
          label={t.cancelLink}
          onClick={() => {
            onDone();
            editor.commands.focus();
          }}
        />
      </div>
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
      table: current.isActive("table"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="sticky top-16 z-10 rounded-t-lg border-b border-slate-300 bg-slate-50">
      <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-1.5 p-2">
        <ToolButton label={t.paragraph} pressed={state.paragraph} onClick={() => chain().setParagraph().run()} />
        <ToolButton label={t.heading2} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <ToolButton label={t.heading3} pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <ToolButton label={t.bold} pressed={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton label={t.italic} pressed={state.italic} onClick={() => chain().toggleItalic().run()} />
        <ToolButton label={t.bulletList} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton
          label={t.orderedList}
          pressed={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton label={t.quote} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} />
        <ToolButton label={t.link} pressed={state.link || linking} onClick={() => setLinking((open) => !open)} />
        {state.table ? (
          <>
            <ToolButton label={t.addRow} onClick={() => chain().addRowAfter().run()} />
            <ToolButton label={t.addColumn} onClick={() => chain().addColumnAfter().run()} />
            <ToolButton label={t.deleteRow} onClick={() => chain().deleteRow().run()} />
            <ToolButton label={t.deleteColumn} onClick={() => chain().deleteColumn().run()} />
            <ToolButton label={t.deleteTable} onClick={() => chain().deleteTable().run()} />
          </>
        ) : (
          <ToolButton
            label={t.table}
            onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
          />
        )}
        <ToolButton label={t.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton label={t.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}

function attributes(labelId: string, describedBy: string, invalid: boolean): Record<string, string> {
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-describedby": describedBy,
    ...(invalid ? { "aria-invalid": "true" } : {}),
    class: cx(articleBodyClasses, "min-h-80 px-4 py-3 focus:outline-none"),
  };
}

export function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: articleExtensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: attributes(labelId, describedBy, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  return (
    <div
      className={cx(
        "rounded-lg border bg-white shadow-sm focus-within:outline-3 focus-within:outline-teal-600/30",
        invalid ? "border-red-600" : "border-slate-300",
      )}
    >
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}
