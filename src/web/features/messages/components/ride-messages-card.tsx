import { Flag, Send, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  LATE_MINUTES,
  linkParts,
  MESSAGE_MAX_LENGTH,
  QUICK_MESSAGE_IDS,
  type QuickKind,
} from "../../../../domain/message/message.ts";
import type { RideMessage } from "../../../../domain/message/message-schemas.ts";
import { formatMessageTime } from "../../../../domain/shared/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { useNow } from "../../../lib/use-now.ts";
import {
  type MessageInput,
  useMessages,
  usePostMessage,
  useRemoveMessage,
  useReportMessage,
} from "../api/messages.ts";

/** The one-tap messages, each with what it sends. */
const QUICK: { kind: QuickKind; minutes?: number }[] = [
  { kind: "at_pickup" },
  ...LATE_MINUTES.map((minutes) => ({ kind: "late" as const, minutes })),
  { kind: "driver_here" },
  { kind: "on_our_way" },
];

/** A message's text as text nodes and anchors: nothing a member writes is ever markup. */
function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkParts(text).map((part, index) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** What a reader may do to a message: its organizer removes any, others report the ones not theirs. */
function MessageActions({
  rideId,
  message,
  organizer,
  own,
}: {
  rideId: number;
  message: RideMessage;
  organizer: boolean;
  own: boolean;
}) {
  const t = useT();
  const remove = useRemoveMessage(rideId);
  const report = useReportMessage(rideId);
  return (
    <div className="mt-1 flex flex-wrap justify-end gap-1">
      {organizer ? (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              {t("ride.chat.remove")}
              <span className="sr-only"> {message.author.name}</span>
            </Button>
          }
          title={t("ride.chat.remove_title")}
          description={t("ride.chat.remove_description")}
          confirmLabel={t("ride.chat.remove")}
          destructive
          onConfirm={() => remove.mutate(message.id)}
        />
      ) : null}
      {own ? null : (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={report.isPending || report.isSuccess}>
              <Flag aria-hidden="true" />
              {t(report.isSuccess ? "ride.chat.reported" : "ride.chat.report")}
              <span className="sr-only"> {message.author.name}</span>
            </Button>
          }
          title={t("ride.chat.report_title")}
          description={t("ride.chat.report_description")}
          confirmLabel={t("ride.chat.report")}
          onConfirm={() => report.mutate(message.id)}
        />
      )}
    </div>
  );
}

/** The ride's conversation, for its members: the messages, the quick ones and a box to write. */
export function RideMessagesCard({
  rideId,
  viewerId,
  organizer,
}: {
  rideId: number;
  viewerId: number;
  /** The ride's organizer, who may remove any message. */
  organizer: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages(rideId);
  const post = usePostMessage(rideId);
  const [text, setText] = useState("");
  const titleId = `messages-${rideId}-title`;
  const now = useNow();
  const quickText = (message: RideMessage) =>
    message.quick
      ? t(QUICK_MESSAGE_IDS[message.quick.kind], { minutes: message.quick.minutes ?? 0 })
      : message.text;

  const send = (input: MessageInput) => post.mutate(input);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    post.mutate({ text }, { onSuccess: () => setText("") });
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t("ride.chat.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {messages.isError ? <QueryError query={messages} what="messages" /> : null}
        {messages.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("ride.chat.empty")}</p>
        ) : null}
        <ol
          // A scrolling list must be reachable by keyboard even when no message holds a link.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable.
          tabIndex={0}
          className="max-h-96 space-y-3 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          aria-live="polite"
        >
          {messages.data?.map((message) => (
            <li
              key={message.id}
              className={
                message.author.id === viewerId
                  ? "ml-8 rounded-lg bg-primary/10 px-3 py-2 text-sm"
                  : "mr-8 rounded-lg bg-muted px-3 py-2 text-sm"
              }
            >
              <p className="text-xs text-muted-foreground">
                {message.author.name} · {formatMessageTime(message.createdAt, now, locale)}
              </p>
              <MessageText text={quickText(message)} />
              <MessageActions
                rideId={rideId}
                message={message}
                organizer={organizer}
                own={message.author.id === viewerId}
              />
            </li>
          ))}
        </ol>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("ride.chat.quick_label")}</legend>
          {QUICK.map(({ kind, minutes }) => (
            <Button
              key={`${kind}-${minutes ?? ""}`}
              type="button"
              size="sm"
              variant="outline"
              disabled={post.isPending}
              onClick={() =>
                send(minutes === undefined ? { quick: kind } : { quick: kind, minutes })
              }
            >
              {t(QUICK_MESSAGE_IDS[kind], { minutes: minutes ?? 0 })}
            </Button>
          ))}
        </fieldset>
        <form onSubmit={submit} className="space-y-2">
          <TextareaField
            id={`messages-${rideId}-text`}
            label={t("ride.chat.write")}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" disabled={post.isPending || text.trim() === ""}>
            <Send aria-hidden="true" />
            {t("ride.chat.send")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
