import { useCallback, useEffect, useRef, useState } from "react";
import type { AdventureQuestionView } from "../../../../common/adventure.ts";
import type { GroupAnimal } from "../../../../common/evaluation.ts";
import type { Language } from "../../../../common/languages.ts";
import { pathFor } from "../../../../common/routes.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { star } from "../../icons/shapes.ts";
import { AdventureEnd } from "./AdventureEnd.tsx";
import { AdventureMap } from "./AdventureMap.tsx";
import { type QueuedAnswer, readQueue, sendAnswer, writeQueue } from "./answer-queue.ts";
import { animalPicture, groupNameText } from "./groupName.ts";
import { QuestionForm } from "./QuestionForm.tsx";
import { SoundToggle } from "./SoundToggle.tsx";
import { keepForOffline } from "./offline.ts";
import { loadSounds, playSound, reducedMotion } from "./sounds.ts";

export type PlayGroup = {
  ref: string;
  animal: GroupAnimal | null;
  number: number | null;
  pupils: number;
  answered: number;
  questionCount: number;
};

/** How long the celebration holds before the next question (shorter, and still, under reduced motion). */
const CELEBRATION_MS = 800;
const CELEBRATION_REDUCED_MS = 400;
/** A send that has not come back by then shows "saving…" (a quick one never flickers it). */
const SAVING_SHOWN_AFTER_MS = 800;
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/**
 * The group's play (issue 33): the map with its stars, then each question and, after the last, the end. With
 * scripts the device plays the questions it was given (the group's `ahead`), reacts to every answer at once (the
 * answer pressed, a star, the guide one step on, a sound: the same whatever the answer, decision 034) and keeps
 * the answers on the device until each is sent, in order (answer-queue.ts): a dropped network shows only a small
 * "saving…", never an error, and a reopened page goes on from the last answer given. Without scripts each
 * question is the plain form the server answers with the next.
 */
export function AdventurePlay({
  code,
  lang,
  group,
  ahead,
  error,
}: {
  code: string;
  lang: Language;
  group: PlayGroup;
  ahead: AdventureQuestionView[];
  error: string | null;
}) {
  const { t } = useTranslation();
  const action = pathFor("adventure", lang, { code });
  const total = group.questionCount;
  const [answered, setAnswered] = useState(group.answered);
  const [queue, setQueue] = useState<QueuedAnswer[]>([]);
  const [celebrating, setCelebrating] = useState(false);
  const [said, setSaid] = useState("");
  const [arrivedAtEnd, setArrivedAtEnd] = useState(false);

  // The answers this device gave and has not sent yet (a closed tab, a dropped network): play goes on after them.
  useEffect(() => {
    const kept = readQueue(group.ref).filter((answer) => answer.number > group.answered);
    writeQueue(group.ref, kept);
    setQueue(kept);
    if (kept.length > 0) setAnswered(Math.max(group.answered, ...kept.map((answer) => answer.number)));
    loadSounds();
    // What the next questions show, fetched now and kept with the page: the network may be gone when they come.
    const pictures = [...new Set(ahead.flatMap((q) => JSON.stringify(q.content).match(/\/images\/adventure\/[\w/.-]+\.svg/g) ?? []))];
    for (const src of pictures) new Image().src = src;
    keepForOffline(pathFor("adventure", lang), pictures);
  }, [group.ref, group.answered, ahead, lang]);

  // Sending, one at a time and in order; a failure waits (longer each time, or until the device is online again).
  const sending = useRef(false);
  const attempts = useRef(0);
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    const again = () => setRetry((n) => n + 1);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, []);
  useEffect(() => {
    const head = queue[0];
    if (!head || sending.current) return;
    sending.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void sendAnswer(action, head).then((outcome) => {
      sending.current = false;
      if (outcome === "retry") {
        const wait = RETRY_MS[Math.min(attempts.current, RETRY_MS.length - 1)] ?? 15000;
        attempts.current += 1;
        timer = setTimeout(() => setRetry((n) => n + 1), wait);
        return;
      }
      attempts.current = 0;
      setQueue((old) => {
        const rest = old.filter((answer) => answer.questionId !== head.questionId);
        writeQueue(group.ref, rest);
        return rest;
      });
    });
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [queue, retry, action, group.ref]);

  // "Saving…" only when a send is slow or the network is gone.
  const pending = queue.length > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SAVING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  const question = ahead.find((q) => q.number === answered + 1) ?? null;
  const finished = answered >= total || !question;

  const answer = useCallback(
    (fields: [string, string][]) => {
      if (!question || celebrating) return;
      const given: QueuedAnswer = { questionId: question.id, number: question.number, type: question.type, fields };
      setQueue((old) => {
        const next = [...old.filter((a) => a.questionId !== given.questionId), given];
        writeQueue(group.ref, next);
        return next;
      });
      setCelebrating(true);
      playSound(question.number >= total ? "end" : "star");
      setTimeout(
        () => {
          setCelebrating(false);
          setAnswered(question.number);
          if (question.number >= total) setArrivedAtEnd(true);
          setSaid(question.number >= total ? t("adventure.end.title") : t("adventure.progress", { number: question.number + 1, total }));
        },
        reducedMotion() ? CELEBRATION_REDUCED_MS : CELEBRATION_MS,
      );
    },
    [question, celebrating, group.ref, total, t],
  );

  // The next screen's heading takes the focus (a keyboard user, a screen reader, goes on from there).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("[data-adventure-focus]")?.focus();
  }, [answered]);

  const name = groupNameText(group, t);
  return (
    <div className={`adventure-play${celebrating ? " is-celebrating" : ""}`}>
      <div className="adventure-topbar">
        <p className="adventure-group">
          {group.animal && <img src={animalPicture(group.animal)} alt="" width={40} height={40} />}
          {t("adventure.group", { name })}
        </p>
        <AdventureMap total={total} answered={celebrating ? answered + 1 : answered} animal={group.animal} />
        <p className={`adventure-saving${pending && slow ? " is-shown" : ""}`} role="status">
          {pending && slow ? t("adventure.saving") : ""}
        </p>
        <SoundToggle />
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      {finished ? (
        <AdventureEnd code={code} name={name} animal={group.animal} stars={total} lang={lang} sending={pending} cheer={arrivedAtEnd} />
      ) : (
        <div className="adventure-stage">
          <QuestionForm
            key={question.id}
            question={question}
            total={total}
            lang={lang}
            error={question.number === group.answered + 1 ? error : null}
            onAnswer={answer}
            locked={celebrating}
          />
          {celebrating && (
            <div className="adventure-cheer" aria-hidden="true">
              <span className="cheer-star">
                <Icon d={star} />
              </span>
              {group.animal && <img className="cheer-animal" src={animalPicture(group.animal)} alt="" width={96} height={96} />}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
