# The stack bookkeeping of a memo session in awk, for the benchmark's baseline: per-tab arrays,
# push, pop, pop to root, pop to a route, tab selection, the new-memo flow. With -v out=1 it
# prints one line per command (the tab and its top screen).
BEGIN { tab = "home"; depth["home"] = 0; depth["memos"] = 0; depth["settings"] = 0; root["home"] = "home"; root["memos"] = "memoList"; root["settings"] = "settings" }
$1 == "push" {
    if ($2 == "detail" || $2 == "about") {
        d = ++depth[tab]; s[tab, d] = ($2 == "detail") ? "detail(" $3 ")" : "about"
    } else { err++ }
}
$1 == "pop" {
    n = (NF > 1) ? $2 + 0 : 1
    if (n <= depth[tab]) depth[tab] -= n; else err++
}
$1 == "root" { depth[tab] = 0 }
$1 == "popto" {
    for (d = depth[tab]; d > 0; d--) if (index(s[tab, d], $2) == 1) break
    if (d > 0) depth[tab] = d; else err++
}
$1 == "tab" {
    if ($2 in depth) { if ($2 == tab) depth[tab] = 0; tab = $2 } else err++
}
$1 == "new" { d = ++depth[tab]; s[tab, d] = "newMemo" }
$1 == "preview" { d = ++depth[tab]; s[tab, d] = "preview" }
$1 == "save" { depth[tab] = 0; memos++; tab = "memos"; depth[tab] = 0 }
$1 == "cancel" { depth[tab] = 0 }
out == 1 { top = depth[tab] > 0 ? s[tab, depth[tab]] : root[tab]; print tab ": " top }
