{{/* Everything a service chart renders: its one template is {{ include "service-lib.app" . }}. */}}
{{- define "service-lib.app" -}}
{{- $parts := list "serviceaccount" "configmap" "deployment" "worker" "service" "hpa" "pdb" "networkpolicy" "workerpdb" "workernetworkpolicy" "migration" "servicemonitor" -}}
{{- range $parts }}
{{- $out := include (printf "service-lib.%s" .) $ | trim }}
{{- if $out }}
---
{{ $out }}
{{- end }}
{{- end }}
{{- end -}}
