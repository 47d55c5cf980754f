import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  LATE_MINUTES,
  linkParts,
  MESSAGE_MAX_LENGTH,
  QUICK_MESSAGE_IDS,
  type QuickKind,
} from "../../../../domain/message/message.ts";
import type { RideMessage } from "../../../../domain/message/message-schemas.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { QueryError } from "../../../components/ui/query-error.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useLocale, useT } from "../../../lib/i18n.ts";
import { type MessageInput, useMessages, usePostMessage } from "../api/messages.ts";

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

/** The ride's conversation, for its members: the messages, the quick ones and a box to write. */
export function RideMessagesCard({ rideId, viewerId }: { rideId: number; viewerId: number }) {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages(rideId);
  const post = usePostMessage(rideId);
  const [text, setText] = useState("");
  const titleId = `messages-${rideId}-title`;
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: "Asia/Singapore",
    hour: "2-digit",
    minute: "2-digit",
    day: "numeric",
    month: "short",
  });
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
                {message.author.name} · {time.format(new Date(message.createdAt))}
              </p>
              <MessageText text={quickText(message)} />
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
