import type { CueTable } from './reply-cues-en.ts';

/**
 * The most common ways to say each label in German, French, Spanish, Dutch and Portuguese, written
 * against folded text (no accents: "ça ne nous intéresse pas" is read as "ca ne nous interesse
 * pas"). Short replies in these languages are mostly set phrases, so a table goes a long way; the
 * structural rules (questions, days, later periods, hand-offs, negation) cover the rest in every
 * language alike.
 */
export const otherLanguageCues: CueTable = {
  unsubscribe_request: [
    {
      pattern:
        /\b(?:austragen|abmelden|abbestellen|abmeldung)\b|\baus (?:dem|ihrem|ihrer|eurem|diesem) (?:verteiler|liste|mailingliste|newsletter|e-?mail-verteiler)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:loschen|entfernen) sie (?:bitte )?(?:meine|mich|uns)\b|\bmeine (?:daten|e-?mail-?adresse|adresse|kontaktdaten) (?:zu )?(?:loschen|entfernen)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:kontaktieren|schreiben|mailen|anschreiben) sie mich (?:bitte )?nicht\b|\b(?:nicht mehr|nie wieder) (?:zu )?(?:kontaktieren|anschreiben|anrufen|schreiben|mailen)\b|\bkeine (?:weiteren )?(?:e-?mails|nachrichten|werbung|kontaktaufnahmen?)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bdesinscri|\bdesabonn|\b(?:retirez|supprimez|enlevez|rayez)[- ]moi\b|\bme (?:retirer|supprimer|desinscrire|desabonner|rayer|enlever)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:retirer|supprimer|effacer) (?:mon adresse|mes (?:donnees|coordonnees)|mon (?:e-?mail|contact))|\bde (?:votre|vos) (?:liste|fichier|base)s?\b/,
      weight: 1,
    },
    {
      pattern:
        /\bne (?:plus )?me (?:contactez|contacter|ecrivez|ecrire|sollicitez|solliciter|relancez|relancer)\b|\bne plus (?:me )?(?:contacter|ecrire|recevoir|solliciter)\b|\barretez de (?:m'ecrire|me contacter|me relancer)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:dar|darme|dame|deme|denme|darnos|danos|doy) de baja\b|\bbaja (?:de|del) (?:la |su |vuestra )?(?:lista|boletin|base)|^\W*baja\W*$/m,
      weight: 1,
    },
    {
      pattern:
        /\bno me (?:escriba|escribas|escriban|contacte|contactes|contacten|envie|envies|envien|mande|mandes|manden) mas\b|\bdejen? de (?:escribirme|enviarme|contactarme|mandarme)\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:eliminar|borrar|eliminen|borren|elimine|borre|eliminad|borrad) (?:mis datos|mi (?:correo|email|direccion|contacto))|\b(?:quitame|quiteme|sacame|saqueme) de\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:uitschrijven|afmelden)\b|\bschrijf (?:me|mij) (?:uit|af)\b|\bverwijder (?:me|mij|mijn (?:gegevens|adres|e-?mailadres))\b|\b(?:mail|contacteer|benader) (?:me|mij) niet\b|\bgeen (?:e-?mails|berichten|mails) meer\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:nao quero|no quiero|je ne (?:veux|souhaite) plus|ik wil geen) (?:mais |mas |plus )?(?:receber|recibir|recevoir|e-?mails|mails|correos|berichten)\b|\bmochte (?:keine (?:weiteren )?(?:e-?mails|nachrichten)|nichts mehr)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bdescadastr|\b(?:remova|remover|retire|retirar|excluir|exclua|apague|apagar) (?:meu|meus|o meu|os meus|me)\b|\bnao me (?:envie|mande|contate|contacte|escreva)m?\b|\bcancelar (?:a )?inscricao\b|\bparem de\b/,
      weight: 1,
    },
  ],
  wrong_person: [
    {
      pattern:
        /\bnicht (?:zustandig|verantwortlich|der richtige|die richtige|die richtigen|mein (?:bereich|thema))\b|\bfalsche[nr]? (?:ansprechpartner|person|adresse)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:richtige|zustandige) ansprechpartner(?:in)? (?:ist|ware|dafur)|\bansprechpartner(?:in)? (?:dafur|hierfur) ist\b|\bnicht mehr (?:bei|fur|im unternehmen|in der firma|im haus)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bwenden sie sich (?:bitte |dafur |hierfur )?an\b|\b(?:kummert sich|ist (?:dafur )?zustandig|ist verantwortlich)\b/,
      weight: 0.6,
    },
    {
      pattern:
        /\bpas (?:la bonne personne|le bon (?:interlocuteur|contact)|la bonne interlocutrice|la personne (?:concernee|adequate|indiquee))|\bmauvais(?:e)? (?:personne|interlocuteur|contact)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bje ne (?:m'occupe|suis) pas (?:de|en charge|responsable)|\bne (?:travaille|fais) plus (?:chez|partie|pour)|\bn'est pas (?:de mon ressort|mon domaine)/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:s'occupe|est en charge|est responsable) (?:de|des)\b|\bje vous invite a (?:contacter|vous adresser)\b/,
      weight: 0.6,
    },
    {
      pattern:
        /\bno soy (?:la persona|el contacto|el responsable|quien)\b|\bpersona (?:equivocada|incorrecta)\b|\bya no (?:trabajo|estoy) (?:en|con)\b|\bno es (?:mi area|mi departamento|cosa mia)\b/,
      weight: 1,
    },
    { pattern: /\b(?:se encarga|lleva|es (?:el|la) responsable|es quien lleva)\b/, weight: 0.5 },
    {
      pattern:
        /\bniet de (?:juiste|aangewezen) (?:persoon|contactpersoon)\b|\bwerk(?:zaam)? niet meer (?:bij|voor)\b|\bniet (?:mijn|onder mijn) (?:afdeling|verantwoordelijkheid)\b/,
      weight: 1,
    },
    {
      pattern: /\bnao sou (?:a pessoa|o contato|o responsavel)\b|\b(?:nao|ja nao) trabalho mais\b|\bja nao trabalho\b/,
      weight: 1,
    },
  ],
  not_interested: [
    {
      pattern:
        /\bkein(?:en)? (?:interesse|bedarf)\b|\bnein,? danke\b|\bdanke,? nein\b|\bkein thema (?:fur uns)?\b|\b(?:brauchen|benotigen) wir nicht\b|\bnicht relevant\b|\bpasst nicht zu uns\b/,
      weight: 1,
    },
    {
      pattern:
        /\b(?:haben|nutzen|verwenden) (?:bereits|schon) (?:eine?n?|unser)\b|\bsind (?:gut |bestens |bereits )?versorgt\b/,
      weight: 1,
    },
    {
      pattern:
        /\bpas (?:interesse|besoin|pour nous|pertinent|notre priorite)\b|\bnon,? merci\b|\bmerci,? (?:mais )?non\b|\b(?:nous avons|on a|nous utilisons) deja\b|\bne correspond pas\b|\bsans suite\b/,
      weight: 1,
    },
    {
      pattern:
        /\bno,? gracias\b|\bgracias,? pero no\b|\bno estamos interesad|\bya (?:tenemos|contamos con|usamos|trabajamos con)\b|\bno (?:lo )?necesitamos\b|\bno es para nosotros\b|\bno encaja\b/,
      weight: 1,
    },
    {
      pattern:
        /\bgeen (?:interesse|behoefte)\b|\bnee,? dank(?:je|u)?(?: wel)?\b|\b(?:hebben|gebruiken) (?:al|reeds)\b|\bniet relevant\b|\bpast niet\b/,
      weight: 1,
    },
    {
      pattern:
        /\bnao (?:tenho|temos) interesse\b|\bnao,? obrigad[oa]\b|\bja (?:temos|usamos|trabalhamos com)\b|\bnao precisamos\b|\bnao e para nos\b/,
      weight: 1,
    },
  ],
  not_now: [
    {
      pattern:
        /\b(?:aktuell|derzeit|momentan|zurzeit|zur zeit|im moment|gerade|jetzt) (?:leider |noch |gerade )?(?:nicht|kein(?:e|en)?)\b|\bpasst es (?:leider |gerade |aktuell |momentan )*nicht\b/,
      weight: 1,
    },
    {
      pattern:
        /\bspater\b|\bzu einem spateren zeitpunkt\b|\b(?:keine|wenig) (?:zeit|kapazitat(?:en)?)\b|\bmitten in\b|\bauf eis\b/,
      weight: 0.5,
    },
    {
      pattern:
        /\bpas (?:pour le moment|maintenant|pour l'instant|tout de suite|en ce moment|le bon moment|prioritaire pour le moment)\b|\bplus tard\b|\bulterieurement\b|\ba la rentree\b/,
      weight: 1,
    },
    {
      pattern:
        /\bahora (?:mismo )?no\b|\ben este momento no\b|\bno es (?:un |el )?buen momento\b|\bmas adelante\b|\bmas tarde\b|\b(?:por ahora|de momento) no\b|\bno (?:por ahora|de momento)\b/,
      weight: 1,
    },
    {
      pattern:
        /\bnu (?:even )?niet\b|\b(?:op dit moment|momenteel|nu) (?:even )?niet\b|\bniet het (?:juiste|goede) moment\b|\bop een later (?:moment|tijdstip)\b|\blater (?:dit|volgend) jaar\b/,
      weight: 1,
    },
    {
      pattern:
        /\bagora nao\b|\b(?:no|neste) momento nao\b|\bmais (?:tarde|para frente|adiante)\b|\bnao e (?:um )?bom momento\b/,
      weight: 1,
    },
  ],
  meeting_request: [
    {
      pattern:
        /\b(?:termin|telefonat|gesprach|call) (?:vereinbaren|ausmachen|machen|abstimmen)\b|\bwie ware es mit\b|\bpasst (?:ihnen|dir|es ihnen)\b|\bgerne (?:ein|einen) (?:termin|telefonat|gesprach|call)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:on peut|pouvons-nous|peut-on|on pourrait) (?:s'appeler|echanger|se parler|en parler|se voir|faire un point)\b|\bje suis disponible\b|\b(?:calons|fixons|planifions) (?:un|une)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\bpodemos (?:hablar|vernos|reunirnos|tener una llamada|agendar)\b|\b(?:te|le|os) (?:va|viene) bien\b|\bquedamos (?:el|a las)\b|\bestoy disponible\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\bkunnen we (?:bellen|afspreken|een (?:afspraak|gesprek|call))\b|\bschikt (?:het|u|je)\b|\bik ben beschikbaar\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\bpodemos (?:conversar|falar|marcar)\b|\bpode ser (?:na|no|as)\b|\bestou disponivel\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:einladung|invitation|invitacion|uitnodiging|convite)\b|\b(?:schicken|senden) sie (?:mir )?(?:eine )?einladung\b|\bmandame una invitacion\b/,
      weight: 0.7,
      negatable: true,
    },
  ],
  interested: [
    {
      pattern:
        /\b(?:interessiert|interessant|spannend)\b|\bklingt (?:gut|spannend|interessant)\b|\bgerne mehr\b|\bmehr (?:infos?|informationen|details)\b|\b(?:unterlagen|infomaterial|informationsmaterial)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\b(?:schicken|senden) sie (?:mir|uns) (?:gerne|bitte)?\b|\bschick(?:en)? (?:mir|uns)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\binteresse(?:e|s|es)?\b|\bm'interesse\b|\bnous interesse\b|\binteressant\b|\bplus d'(?:informations|infos|details)\b|\bvolontiers\b|\bavec plaisir\b|\bpourquoi pas\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\benvoyez[- ](?:moi|nous)\b|\b(?:pouvez|pourriez)-vous (?:m|nous)'envoyer\b|\bje veux bien\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:me|nos) interesa\b|\binteresad[oa]s?\b|\binteresante\b|\bmas (?:informacion|info|detalles)\b|\bsuena (?:bien|interesante)\b|\bcon gusto\b|\bme gustaria (?:saber|ver|conocer)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /\b(?:enviame|mandame|envieme|mandeme)\b|\bme (?:puedes|podrias|puede|podria) (?:enviar|mandar)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:interessant|geinteresseerd)\b|\bgraag meer\b|\bmeer (?:informatie|info)\b|\bstuur (?:me|mij|ons)\b|\bklinkt (?:goed|interessant)\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern:
        /\b(?:tenho|temos) interesse\b|\binteressad[oa]s?\b|\binteressante\b|\b(?:me|nos) (?:envie|mande)\b|\bpode (?:me )?enviar\b|\bmais informacoes\b|\bparece (?:bom|interessante)\b|\bcom prazer\b/,
      weight: 1,
      negatable: true,
    },
    {
      pattern: /^\W*(?:ja|gerne|gern|oui|d'accord|si(?=[,.!])|claro|vale|por supuesto|graag|prima|sim)\b/m,
      weight: 0.5,
    },
  ],
  question: [
    {
      pattern:
        /\b(?:was kostet|wie viel|wieviel|kosten|preis(?:e|modell)?|combien|prix|tarif|cuanto cuesta|precio|wat kost|prijs|quanto custa|preco)\b/,
      weight: 0.4,
    },
  ],
};
