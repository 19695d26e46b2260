import { Icon } from "../icons/Icon.tsx";
import { circleCheck, circleMinus } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { MATERIAL_KINDS, type MaterialKind } from "../../../common/in-class.ts";
import type { ItineraryActivityData } from "./documents.ts";

const FLAG: Record<MaterialKind, keyof ItineraryActivityData["activity"]> = {
  kit: "withKit",
  materials: "withMaterials",
  options: "withOptions",
  pc: "withPC",
  pcOptions: "withPCOptions",
  tablet: "withTablet",
};

/**
 * The six material options of section 3 (kit, materials, options, PC, PC options, tablet): each says
 * whether the activity offers it and, when it does, how (the materials as a list).
 */
export function MaterialOptions({ activity, content }: Pick<ItineraryActivityData, "activity" | "content">) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="materials-title" className="panel">
      <h2 id="materials-title">{t("itineraries.activity.materials.title")}</h2>
      <p className="mb-4 text-muted">{t("itineraries.activity.materials.intro")}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {MATERIAL_KINDS.map((kind) => {
          const available = !!activity[FLAG[kind]];
          const text = content[kind];
          return (
            <li
              key={kind}
              className={`rounded-2xl border-2 p-4 ${available ? "border-teal bg-mint-soft" : "border-dashed border-line bg-cream"}`}
            >
              <h3 className="m-0 flex flex-wrap items-center justify-between gap-2 text-base">
                {t(`itineraries.activity.materials.${kind}`)}
                <span className={`inline-flex items-center gap-1 text-sm font-extrabold ${available ? "text-teal" : "text-muted"}`}>
                  {available ? <Icon d={circleCheck} className="size-4" /> : <Icon d={circleMinus} className="size-4" />}
                  {t(available ? "itineraries.activity.materials.available" : "itineraries.activity.materials.unavailable")}
                </span>
              </h3>
              {available && Array.isArray(text) && (
                <ul className="mt-2 list-disc pl-5">
                  {text.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {available && typeof text === "string" && <p className="mt-2">{text}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
