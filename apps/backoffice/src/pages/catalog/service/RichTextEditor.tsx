import { Button, FormattingIcon, type FormattingIconName, Prose, proseClassName, Text, TextField } from '@startwise/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useId, useMemo, useState } from 'react';
import { Toolbar } from 'react-aria-components';
import { flushSync } from 'react-dom';
import { ActionDialog } from '../../../forms/ActionDialog';
import { useCheckedForm } from '../../../forms/useCheckedForm';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  label: string;
  hint?: string;
  /** HTML as stored (the server sanitizes what is saved). */
  value: string;
  onChange: (html: string) => void;
}

// Only what the server's allowlist keeps (apps/api/src/modules/catalog/sanitize.ts): paragraphs, h2/h3, lists, bold,
// italic, links and quotes. Code, strike, underline and rules would be thrown away on save, so they are not offered.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
];

/** The link schemes the server keeps. */
const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

/** The link dialog's address; empty removes the link. */
interface LinkDraft {
  href: string;
}

const checkLink = ({ href }: LinkDraft) => {
  const address = href.trim();
  return {
    href: address && !SAFE_LINK.test(address) ? 'Use an address starting with https://, http:// or mailto:' : undefined,
  };
};

/**
 * HTML description editing with TipTap: a labelled toolbar of toggle buttons (arrow keys move between them, each
 * says whether it is on) above an editable area that is a labelled multi-line textbox. Keyboard shortcuts work too
 * (Ctrl+B, Ctrl+I, Ctrl+Shift+7/8).
 */
export function RichTextEditor({ label, hint, value, onChange }: RichTextEditorProps) {
  const id = useId();
  const [linking, setLinking] = useState(false);
  const link = useCheckedForm<LinkDraft>({ defaultValues: { href: '' }, check: checkLink, error: undefined });
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: `${styles.editable} ${proseClassName}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint ? { 'aria-describedby': `${id}-hint` } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      subheading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles: { name: string; icon: FormattingIconName; on: boolean; run: () => void }[] = [
    { name: 'Bold', icon: 'bold', on: active.bold, run: () => chain().toggleBold().run() },
    { name: 'Italic', icon: 'italic', on: active.italic, run: () => chain().toggleItalic().run() },
    { name: 'Heading', icon: 'heading', on: active.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    {
      name: 'Subheading',
      icon: 'subheading',
      on: active.subheading,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      name: 'Bulleted list',
      icon: 'bulletedList',
      on: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: 'Numbered list',
      icon: 'numberedList',
      on: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: 'Link',
      icon: 'link',
      on: active.link,
      run: () => {
        link.form.reset({ href: (editor.getAttributes('link').href as string | undefined) ?? 'https://' });
        setLinking(true);
      },
    },
  ];
  const applyLink = link.form.handleSubmit(({ href }) => {
    const address = href.trim();
    const range = chain().extendMarkRange('link');
    (address ? range.setLink({ href: address }) : range.unsetLink()).run();
    // Closed here, as the click on Apply link closed it before: handleSubmit calls back after the event, where React
    // could leave the close until after the next frame, when TipTap gives the editor its focus back (a dialog still
    // open would keep the focus, and the page would end scrolled elsewhere).
    flushSync(() => setLinking(false));
  });

  return (
    <div className={styles.frame}>
      <Text as="span" weight="medium" id={`${id}-label`}>
        {label}
      </Text>
      {hint ? (
        <Text size="small" tone="muted" id={`${id}-hint`}>
          {hint}
        </Text>
      ) : null}
      <Toolbar aria-label={`${label} formatting`} className={styles.toolbar}>
        {toggles.map((toggle) => (
          <Button
            key={toggle.name}
            variant={toggle.on ? 'primary' : 'secondary'}
            size="small"
            aria-label={toggle.name}
            title={toggle.name}
            aria-pressed={toggle.on}
            onClick={toggle.run}
          >
            <FormattingIcon name={toggle.icon} />
          </Button>
        ))}
      </Toolbar>
      <EditorContent editor={editor} />
      <ActionDialog
        title="Link"
        isOpen={linking}
        onOpenChange={setLinking}
        submitLabel="Apply link"
        pending={false}
        onSubmit={applyLink}
      >
        <TextField label="Link address" hint="Leave it empty to remove the link." {...link.field('href')} />
      </ActionDialog>
    </div>
  );
}

/**
 * The description as customers get it: the server's sanitized HTML of the last save, cleaned once more by DOMPurify
 * before it is set (as the storefront does), so a bad row can never run script in the back office.
 */
export function SanitizedDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return clean ? <Prose html={clean} /> : <Text tone="muted">No description yet.</Text>;
}
